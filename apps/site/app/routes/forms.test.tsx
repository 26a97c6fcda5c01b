/**
 * The two public forms: validated with the data layer's schemas, errors next to their field,
 * nothing typed lost, database refusals as plain sentences, a honeypot, a toast on success.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { testimonialMessages } from '@tembo/data';
import {
  accommodationFixtures,
  handledRequests,
  packageFixtures,
  scenarios,
} from '@tembo/data/mocks';
import { siteConfig } from '../config/site.config.ts';
import { analyticsRequests, renderRoute, server, setupMockServer } from '../test/render-route.tsx';
import * as contact from './contact.tsx';
import * as submitTestimonial from './submit-testimonial.tsx';

/** A year whose July is a valid trip: the database refuses dates over three years ahead. */
const nextYear = new Date().getFullYear() + 1;

setupMockServer();
beforeEach(() => {
  handledRequests.length = 0;
});

const posts = (handler: string) => handledRequests.filter((request) => request.handler === handler);

async function fillEnquiry(user: ReturnType<typeof renderRoute>['user']) {
  await user.type(await screen.findByRole('textbox', { name: /^Your name/ }), 'Amina Nakato');
  await user.type(screen.getByRole('textbox', { name: /^Email address/ }), 'amina@example.com');
  await user.type(
    screen.getByRole('textbox', { name: /^Your message/ }),
    'We would love to see the gorillas in July.',
  );
}

describe('the enquiry form on /contact', () => {
  it('starts with the package from the link chosen', async () => {
    const pkg = packageFixtures.find((row) => row.published)!;
    renderRoute(contact, '/contact', `/contact?package=${pkg.id}`);
    await waitFor(() =>
      expect(
        screen.getByRole('combobox', { name: 'Safari package (optional)' }),
      ).toHaveDisplayValue(pkg.title),
    );
  });

  it('starts the message with the lodge a "Contact Us" came from, and keeps one already written', async () => {
    const lodge = accommodationFixtures.find((row) => row.published)!;
    const { unmount } = renderRoute(contact, '/contact', `/contact?accommodation=${lodge.id}`);
    const message = await screen.findByRole('textbox', { name: /^Your message/ });
    await waitFor(() =>
      expect(message).toHaveValue(`I would like to stay at ${lodge.name} on my safari.`),
    );
    unmount();

    // An id that names no lodge leaves the message empty.
    renderRoute(contact, '/contact', '/contact?accommodation=00000000-0000-4000-8000-000000000000');
    expect(await screen.findByRole('textbox', { name: /^Your message/ })).toHaveValue('');
  });

  it('confirms what was sent, lastingly: who replies, where and when, and every detail', async () => {
    const pkg = packageFixtures.find((row) => row.published)!;
    const { user } = renderRoute(contact, '/contact', `/contact?package=${pkg.id}`);
    await fillEnquiry(user);
    await waitFor(() =>
      expect(
        screen.getByRole('combobox', { name: 'Safari package (optional)' }),
      ).toHaveDisplayValue(pkg.title),
    );
    await user.type(screen.getByLabelText('From (optional)'), `${nextYear}-03-12`);
    await user.type(screen.getByLabelText('To (optional)'), `${nextYear}-03-20`);
    await user.click(screen.getByRole('button', { name: 'Increase Children' }));
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));

    const confirmation = await screen.findByRole('region', { name: 'We have your enquiry' });
    expect(confirmation).toHaveTextContent(
      `We will reply to amina@example.com within ${siteConfig.enquiryReply.within}, from ${siteConfig.enquiryReply.from}.`,
    );
    const details = Object.fromEntries(
      within(confirmation)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(details).toEqual({
      Name: 'Amina Nakato',
      Email: 'amina@example.com',
      Package: pkg.title,
      Dates: `12 Mar ${nextYear} to 20 Mar ${nextYear}`,
      Travellers: '2 adults, 1 child',
      Message: 'We would love to see the gorillas in July.',
    });
    // The form is empty for the next enquiry; the confirmation stays.
    expect(screen.getByRole('textbox', { name: /^Your name/ })).toHaveValue('');
    await user.type(screen.getByRole('textbox', { name: /^Your name/ }), 'Someone else');
    expect(screen.getByRole('region', { name: 'We have your enquiry' })).toBe(confirmation);
  });

  it('shows errors next to the fields and keeps what was typed', async () => {
    const { user } = renderRoute(contact, '/contact');
    await user.type(await screen.findByRole('textbox', { name: /^Your name/ }), 'Amina');
    await user.type(screen.getByRole('textbox', { name: /^Email address/ }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    expect(
      await screen.findByRole('textbox', { name: /^Email address/ }),
    ).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid email address'));
    expect(screen.getByRole('textbox', { name: /^Your message/ })).toHaveAccessibleDescription(
      expect.stringContaining('Please write a message.'),
    );
    expect(screen.getByRole('textbox', { name: /^Your name/ })).toHaveValue('Amina');
    expect(posts('enquiries.submit')).toHaveLength(0);
  });

  it('takes travel dates, refuses an end before the start next to it, and sends them once fixed', async () => {
    const { user } = renderRoute(contact, '/contact');
    await fillEnquiry(user);
    const from = screen.getByLabelText('From (optional)');
    const to = screen.getByLabelText('To (optional)');
    await user.type(from, `${nextYear}-07-10`);
    await user.type(to, `${nextYear}-07-02`);
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    await waitFor(() =>
      expect(to).toHaveAccessibleDescription('The end date cannot be before the start date.'),
    );
    expect(from).toHaveValue(`${nextYear}-07-10`);
    expect(to).toHaveValue(`${nextYear}-07-02`);
    expect(posts('enquiries.submit')).toHaveLength(0);

    await user.clear(to);
    await user.type(to, `${nextYear}-07-20`);
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    expect(await screen.findByText('Thank you! Your enquiry has been sent.')).toBeVisible();
    expect(posts('enquiries.submit')[0]!.body).toMatchObject({
      submission: { travel_start: `${nextYear}-07-10`, travel_end: `${nextYear}-07-20` },
    });
  });

  it('counts travellers with the keyboard and − and +, and refuses no adults next to the field', async () => {
    const { user } = renderRoute(contact, '/contact');
    await fillEnquiry(user);
    const adults = screen.getByRole('spinbutton', { name: 'Adults' });
    const children = screen.getByRole('spinbutton', { name: 'Children' });
    expect(adults).toHaveValue(2);
    await user.click(screen.getByRole('button', { name: 'Increase Children' }));
    await user.click(screen.getByRole('button', { name: 'Increase Children' }));
    await user.clear(adults);
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    await waitFor(() =>
      expect(adults).toHaveAccessibleDescription('Please enter between 1 and 50 adults.'),
    );
    expect(children).toHaveValue(2);
    expect(posts('enquiries.submit')).toHaveLength(0);

    await user.type(adults, '3');
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    expect(await screen.findByText('Thank you! Your enquiry has been sent.')).toBeVisible();
    expect(posts('enquiries.submit')[0]!.body).toMatchObject({
      submission: { adults: 3, children: 2 },
    });
  });

  it('sends the enquiry with the chosen package and says thank you', async () => {
    const pkg = packageFixtures.find((row) => row.published)!;
    const { user } = renderRoute(contact, '/contact', `/contact?package=${pkg.id}`);
    await fillEnquiry(user);
    await waitFor(() =>
      expect(
        screen.getByRole('combobox', { name: 'Safari package (optional)' }),
      ).toHaveDisplayValue(pkg.title),
    );
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    expect(await screen.findByText('Thank you! Your enquiry has been sent.')).toBeVisible();
    expect(posts('enquiries.submit')).toHaveLength(1);
    expect(posts('enquiries.submit')[0]!.body).toMatchObject({
      submission: { name: 'Amina Nakato', email: 'amina@example.com', package_id: pkg.id },
    });
    // With the form token the database asked for when the form rendered (the time-to-submit check).
    expect(posts('rpc.enquiry_form_token').length).toBeGreaterThanOrEqual(1);
    expect(posts('enquiries.submit')[0]!.headers['x-enquiry-token']).toMatch(/^\d+\.0\.0{64}$/);
    expect(screen.getByRole('textbox', { name: /^Your name/ })).toHaveValue('');
    // Focus stays in the form, on the emptied first field, not on the page.
    expect(screen.getByRole('textbox', { name: /^Your name/ })).toHaveFocus();
    await waitFor(() =>
      expect(analyticsRequests).toContainEqual({
        endpoint: 'events',
        body: expect.objectContaining({ name: 'enquiry_sent', properties: { package: pkg.id } }),
      }),
    );
  });

  it('shows the flood guard’s refusal as a sentence and keeps the form filled', async () => {
    server.use(...scenarios.error(429, 'rpc/submit_enquiry'));
    const { user } = renderRoute(contact, '/contact');
    await fillEnquiry(user);
    await user.type(
      screen.getByRole('textbox', { name: /^Phone or WhatsApp/ }),
      '+256 700 000 000',
    );
    await user.clear(screen.getByRole('spinbutton', { name: 'Children' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Children' }), '3');
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Too many submissions in the last hour. Please try again later.',
    );
    // What to do instead, right there: WhatsApp or email.
    expect(within(alert).getByRole('link', { name: 'WhatsApp us' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/\d+$/),
    );
    expect(within(alert).getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    // Everything typed is still there.
    expect(screen.getByRole('textbox', { name: /^Your name/ })).toHaveValue('Amina Nakato');
    expect(screen.getByRole('textbox', { name: /^Email address/ })).toHaveValue(
      'amina@example.com',
    );
    expect(screen.getByRole('textbox', { name: /^Phone or WhatsApp/ })).toHaveValue(
      '+256 700 000 000',
    );
    expect(screen.getByRole('spinbutton', { name: 'Children' })).toHaveValue(3);
    expect(screen.getByRole('textbox', { name: /^Your message/ })).toHaveValue(
      'We would love to see the gorillas in July.',
    );
  });

  it('sends nothing when the honeypot is filled', async () => {
    const { user, container } = renderRoute(contact, '/contact');
    await fillEnquiry(user);
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    trap.value = 'https://spam.example';
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    expect(await screen.findByText('Thank you! Your enquiry has been sent.')).toBeVisible();
    expect(posts('enquiries.submit')).toHaveLength(0);
  });

  it('shows the office details', async () => {
    renderRoute(contact, '/contact');
    const office = await screen.findByRole('complementary', { name: 'Our office' });
    expect(within(office).getByRole('link', { name: /hello@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  });
});

describe('the testimonial form', () => {
  it('explains a story that is too short next to it', async () => {
    const { user } = renderRoute(submitTestimonial, '/submit-testimonial');
    await user.type(await screen.findByRole('textbox', { name: /^Your name/ }), 'Tom');
    await user.type(screen.getByRole('textbox', { name: /^Your experience/ }), 'Great!');
    await user.click(screen.getByRole('button', { name: 'Submit Testimonial' }));
    expect(
      await screen.findByRole('textbox', { name: /^Your experience/ }),
    ).toHaveAccessibleDescription(expect.stringContaining('Please write at least 10 characters.'));
    expect(screen.getByRole('textbox', { name: /^Your experience/ })).toHaveValue('Great!');
  });

  it('starts with no stars chosen and asks for a rating next to them', async () => {
    const { user } = renderRoute(submitTestimonial, '/submit-testimonial');
    await user.type(await screen.findByRole('textbox', { name: /^Your name/ }), 'Tom Becker');
    await user.type(
      screen.getByRole('textbox', { name: /^Your experience/ }),
      'The chimpanzees in Kibale were unforgettable.',
    );
    const stars = screen.getByRole('radiogroup', { name: /^Your rating/ });
    for (const star of within(stars).getAllByRole('radio')) expect(star).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit Testimonial' }));
    await waitFor(() =>
      expect(stars).toHaveAccessibleDescription(
        expect.stringContaining(testimonialMessages.rating),
      ),
    );
    expect(posts('testimonials.submit')).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: /^Your experience/ })).toHaveValue(
      'The chimpanzees in Kibale were unforgettable.',
    );
    await user.click(within(stars).getByRole('radio', { name: '3 stars' }));
    await waitFor(() =>
      expect(stars).not.toHaveAccessibleDescription(
        expect.stringContaining(testimonialMessages.rating),
      ),
    );
  });

  it('stores the rating unapproved and says it appears after review', async () => {
    const { user } = renderRoute(submitTestimonial, '/submit-testimonial');
    await user.type(await screen.findByRole('textbox', { name: /^Your name/ }), 'Tom Becker');
    await user.click(screen.getByRole('radio', { name: /4 stars/ }));
    await user.type(
      screen.getByRole('textbox', { name: /^Your experience/ }),
      'The chimpanzees in Kibale were unforgettable.',
    );
    await user.click(screen.getByRole('button', { name: 'Submit Testimonial' }));
    expect(
      await screen.findAllByText(
        'It will appear on our testimonials page once our team has reviewed it.',
      ),
    ).not.toHaveLength(0);
    // The rating goes as a JSON number (submit_testimonial checks its type).
    expect(posts('testimonials.submit')[0]?.body).toEqual({
      submission: expect.objectContaining({ name: 'Tom Becker', rating: 4 }) as unknown,
    });
    expect(screen.getByRole('textbox', { name: /^Your name/ })).toHaveFocus();
    // The emptied form has no rating again.
    const stars = screen.getByRole('radiogroup', { name: /^Your rating/ });
    for (const star of within(stars).getAllByRole('radio')) expect(star).not.toBeChecked();
  });

  it('reviews the trip its link names (a package page’s "Review this trip")', async () => {
    const pkg = packageFixtures.find((row) => row.published)!;
    const { user } = renderRoute(
      submitTestimonial,
      '/submit-testimonial',
      `/submit-testimonial?package=${pkg.id}`,
    );
    expect(await screen.findByText(`Your review of ${pkg.title}`)).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /^Your name/ }), 'Tom Becker');
    await user.click(screen.getByRole('radio', { name: /5 stars/ }));
    await user.type(
      screen.getByRole('textbox', { name: /^Your experience/ }),
      'The gorillas were a dream.',
    );
    await user.click(screen.getByRole('button', { name: 'Submit Testimonial' }));
    await waitFor(() => expect(posts('testimonials.submit')).toHaveLength(1));
    expect(posts('testimonials.submit')[0]?.body).toEqual({
      submission: expect.objectContaining({ name: 'Tom Becker', package_id: pkg.id }) as unknown,
    });
  });
});
