import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the sink received it. */
export interface ReceivedMail {
  to: string;
  messageId: string | undefined;
  raw: string;
}

/**
 * A real SMTP server on a free local port that keeps what it receives. `stallRecipient` makes it hold
 * the RCPT TO of that address until `release()`, the way a slow or hung mail server does;
 * `holdNextAcceptance` keeps the next message but holds its 250 answer, so the sender never learns.
 */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const stalled: { address: string; resume: () => void }[] = [];
  const stalling = new Set<string>();
  let holdAcceptance: ((mail: ReceivedMail) => void) | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!stalling.has(address.address)) return callback();
      stalling.delete(address.address);
      stalled.push({ address: address.address, resume: () => callback() });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1];
        for (const recipient of session.envelope.rcptTo) received.push({ to: recipient.address, messageId, raw });
        const held = holdAcceptance;
        holdAcceptance = undefined;
        if (!held) return callback();
        stalled.push({ address: session.envelope.rcptTo[0]?.address ?? '', resume: () => callback() });
        held(received.at(-1)!);
      });
    },
  });
  // A sender killed mid-conversation resets its connection; for a sink that is news, not a failure.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Holds the next RCPT TO of `address` until released. */
    stallRecipient(address: string) {
      stalling.add(address);
    },
    /** Resolves with the next message once the sink has kept it, while its 250 waits for `release()`. */
    holdNextAcceptance(): Promise<ReceivedMail> {
      return new Promise((resolve) => {
        holdAcceptance = resolve;
      });
    },
    /** Whether a stalled command is waiting. */
    isStalled: () => stalled.length > 0,
    release() {
      for (const each of stalled.splice(0)) each.resume();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
