import { z } from 'zod';

/**
 * Which e-mail addresses count as student addresses.
 *
 * Rules, from the registries that restrict these names to education providers:
 * - `*.edu`: EDUCAUSE registers .edu only for accredited US post-secondary institutions.
 * - `*.ac.<cc>`: academic second-level domains, e.g. ac.uk (Jisc, UK higher and further education),
 *   ac.nz (InternetNZ, moderated for tertiary education), ac.jp, ac.za, ac.in, ac.kr.
 * - `*.edu.<cc>`: educational second-level domains, e.g. edu.au (auDA, Australian education
 *   providers), edu.sg, edu.cn, edu.hk, edu.mx.
 * `<cc>` is any two-letter country code top-level domain (IANA Root Zone Database).
 *
 * Countries whose universities use plain names under their country code (Canada, Ireland and most
 * of continental Europe) have no such pattern, so a short list of large universities is named
 * explicitly, taken from each university's own website. A subdomain of a listed name (e.g.
 * student.tcd.ie) counts too.
 */
export const ACADEMIC_DOMAINS: readonly string[] = [
  // Canada
  'utoronto.ca',
  'mail.utoronto.ca',
  'ubc.ca',
  'mcgill.ca',
  'uwaterloo.ca',
  'ualberta.ca',
  // Ireland
  'tcd.ie',
  'ucd.ie',
  'universityofgalway.ie',
  'ucc.ie',
  // Germany, Switzerland, Austria
  'tum.de',
  'lmu.de',
  'hu-berlin.de',
  'uni-heidelberg.de',
  'ethz.ch',
  'epfl.ch',
  // Netherlands, Belgium
  'uva.nl',
  'tudelft.nl',
  'uu.nl',
  'kuleuven.be',
  // Nordics
  'ku.dk',
  'kth.se',
  'lu.se',
  'uio.no',
  'helsinki.fi',
  // France, Spain, Italy
  'sorbonne-universite.fr',
  'universite-paris-saclay.fr',
  'uam.es',
  'unibo.it',
  'polimi.it',
];

const COUNTRY_CODE = /^[a-z]{2}$/;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const emailSyntax = z.email();

function matchesAcademicPattern(labels: string[]): boolean {
  const last = labels.at(-1)!;
  // Each rule needs at least one label in front of it: "ac.uk" itself is the registry, not a university.
  if (last === 'edu') return labels.length >= 2;
  const second = labels.at(-2);
  if (COUNTRY_CODE.test(last) && (second === 'ac' || second === 'edu')) return labels.length >= 3;
  return false;
}

function isListed(domain: string): boolean {
  return ACADEMIC_DOMAINS.some((listed) => domain === listed || domain.endsWith(`.${listed}`));
}

/** Whether `address` is a well-formed e-mail address at an academic domain (case does not matter). */
export function isAcademicEmail(address: string): boolean {
  const trimmed = address.trim();
  if (!emailSyntax.safeParse(trimmed).success) return false;
  const domain = trimmed.slice(trimmed.lastIndexOf('@') + 1).toLowerCase();
  const labels = domain.split('.');
  if (!labels.every((label) => LABEL.test(label))) return false;
  return matchesAcademicPattern(labels) || isListed(domain);
}
