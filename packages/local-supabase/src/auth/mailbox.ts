/** What an auth flow would have emailed. */
export interface MailMessage {
  id: number;
  to: string;
  /** `magiclink`, `signup`, `recovery`, `email_change`, `reauthentication`, `invite`. */
  type: string;
  subject: string;
  /** The 6-digit code for `verifyOtp({ email, token, type })`. */
  otp: string;
  /** For `verifyOtp({ token_hash, type })`. */
  token_hash: string;
  /** The link GoTrue's template would contain: /auth/v1/verify, then the redirect. */
  link?: string;
  redirect_to?: string;
  sent_at: string;
  text: string;
  /** The email as its config.toml template renders it, when the type has one. */
  html?: string;
}

/**
 * The local mailbox: GoTrue would send these by SMTP; here they are kept (the newest 200),
 * listed at GET /__dev/mailbox and printed, so sign-in by code works on a machine with no mail.
 */
export class Mailbox {
  private messages: MailMessage[] = [];
  private nextId = 1;

  constructor(private readonly print: (line: string) => void) {}

  send(message: Omit<MailMessage, 'id' | 'sent_at' | 'text'>): MailMessage {
    const text = [
      `${message.subject}`,
      `Code: ${message.otp}`,
      ...(message.link ? [`Link: ${message.link}`] : []),
    ].join('\n');
    const stored: MailMessage = {
      ...message,
      id: this.nextId++,
      sent_at: new Date().toISOString(),
      text,
    };
    this.messages.push(stored);
    if (this.messages.length > 200) this.messages.shift();
    this.print(
      `mail to ${stored.to}: ${stored.subject}, code ${stored.otp}${stored.link ? `, link ${stored.link}` : ''}`,
    );
    return stored;
  }

  /** Newest first, optionally only one recipient's. */
  list(to?: string): MailMessage[] {
    const wanted = to?.trim().toLowerCase();
    return this.messages.filter((message) => !wanted || message.to === wanted).reverse();
  }

  clear(): void {
    this.messages = [];
  }
}
