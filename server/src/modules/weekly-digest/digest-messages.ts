/** The weekly digest e-mail's words (issue 24). */
export const digestMessages = {
  subject: 'New offers at your favourite venues',
  preview: (count: number) => (count === 1 ? 'One new offer this week' : `${count} new offers this week`),
  heading: 'New this week at your favourite venues',
  offer: (name: string, venue: string, until: string | null) => `${name}, ${venue}${until ? `. Until ${until}.` : '.'}`,
  more: (count: number) => (count === 1 ? 'And one more offer on Venue Pass.' : `And ${count} more offers on Venue Pass.`),
  action: 'See your offers',
  footnote: (unsubscribeUrl: string) =>
    `You get this e-mail because you asked for a weekly digest of new offers at your favourite venues. To stop it, unsubscribe here: ${unsubscribeUrl} (or turn it off in My Account).`,
} as const;
