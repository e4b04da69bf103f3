import { describe, expect, it } from 'vitest';
import { renderEmail } from './render-email.ts';

const content = {
  subject: 'Reset your Venue Pass password',
  preview: 'Choose a new password within 30 minutes.',
  heading: 'Reset your password',
  paragraphs: ['Hello <b>Ada</b> & co,', 'First line\nsecond line'],
  action: { label: 'Choose a new password', url: 'https://venuepass.example/reset?key=a"b&c=1' },
  footnote: 'If it was not you, ignore this e-mail.',
};

describe('renderEmail', () => {
  it('renders a full HTML document in the scheme’s look, with the preview line, the button and inlined styles', async () => {
    const { html, subject } = await renderEmail(content);
    expect(subject).toBe(content.subject);
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain('<title>Reset your Venue Pass password</title>');
    expect(html).toContain('Choose a new password within 30 minutes.');
    expect(html).toContain('href="https://venuepass.example/reset?key=a&quot;b&amp;c=1"');
    expect(html).toContain('background:#5b21b6');
    expect(html).toContain('First line<br />second line');
  });

  it('escapes every value, so nothing a member typed becomes markup', async () => {
    const { html } = await renderEmail(content);
    expect(html).toContain('Hello &lt;b&gt;Ada&lt;/b&gt; &amp; co,');
    expect(html).not.toContain('<b>Ada</b>');
  });

  it('says the same in plain text: heading, paragraphs, the link and the small print', async () => {
    const { text } = await renderEmail({ ...content, code: 'AB12CD' });
    expect(text).toBe(
      [
        'Reset your password',
        '',
        'Hello <b>Ada</b> & co,',
        '',
        'First line\nsecond line',
        '',
        'AB12CD',
        '',
        'Choose a new password: https://venuepass.example/reset?key=a"b&c=1',
        '',
        'If it was not you, ignore this e-mail.',
        '',
        '-- ',
        "Venue Pass, the city's venue discount scheme.",
      ].join('\n'),
    );
  });
});

describe('renderEmail with a card', () => {
  const card = { title: 'Two for one <cocktails>', text: 'At Harbour Lights', link: { label: 'See the offer', url: 'https://venuepass.example/offers/7' } };

  it('sets what the e-mail promotes apart as a card with its own link, escaped', async () => {
    const { html, text } = await renderEmail({ ...content, card });
    expect(html).toContain('Two for one &lt;cocktails&gt;');
    expect(html).toContain('href="https://venuepass.example/offers/7"');
    expect(html).toContain('background:#f5f3ff');
    expect(text).toContain('Two for one <cocktails>\nAt Harbour Lights\nSee the offer: https://venuepass.example/offers/7\n');
  });
});
