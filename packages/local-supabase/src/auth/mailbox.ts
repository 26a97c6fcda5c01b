/** What an auth flow would have emailed, or what arrived at the local SMTP server. */
export interface MailMessage {
  id: number;
  to: string;
  /**
   * `magiclink`, `signup`, `recovery`, `email_change`, `reauthentication`, `invite` (auth
   * flows), or `smtp` (delivered to the local SMTP server, src/smtp.ts).
   */
  type: string;
  subject: string;
  /** The 6-digit code for `verifyOtp({ email, token, type })` (auth flows). */
  otp?: string;
  /** For `verifyOtp({ token_hash, type })` (auth flows). */
  token_hash?: string;
  /** SMTP messages: the sender and the Reply-To. */
  from?: string;
  reply_to?: string;
  /** The link GoTrue's template would contain: /auth/v1/verify, then the redirect. */
  link?: string;
  redirect_to?: string;
  sent_at: string;
  text: string;
  /**
   * The HTML part: for auth flows the email as its config.toml template renders it, when the
   * type has one; for SMTP messages the HTML they carried.
   */
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

  send(
    message: Omit<MailMessage, 'id' | 'sent_at' | 'text' | 'otp' | 'token_hash'> & {
      otp: string;
      token_hash: string;
    },
  ): MailMessage {
    const text = [
      `${message.subject}`,
      `Code: ${message.otp}`,
      ...(message.link ? [`Link: ${message.link}`] : []),
    ].join('\n');
    return this.keep(
      { ...message, text },
      `code ${message.otp}${message.link ? `, link ${message.link}` : ''}`,
    );
  }

  /** A message the local SMTP server received, one copy per recipient. */
  deliver(message: Omit<MailMessage, 'id' | 'sent_at' | 'type'>): MailMessage {
    return this.keep({ ...message, type: 'smtp' }, `from ${message.from ?? 'unknown'}`);
  }

  private keep(message: Omit<MailMessage, 'id' | 'sent_at'>, summary: string): MailMessage {
    const stored: MailMessage = {
      ...message,
      id: this.nextId++,
      sent_at: new Date().toISOString(),
    };
    this.messages.push(stored);
    if (this.messages.length > 200) this.messages.shift();
    this.print(`mail to ${stored.to}: ${stored.subject}, ${summary}`);
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
