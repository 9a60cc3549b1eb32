/**
 * Particles inside a person's name, printed in lower case between name words
 * ("Maria de la Cruz", "Jan van der Berg", "Omar bin Said"). Compared as
 * printed; the probate name reader lets them stand only before a name word.
 */
export const NAME_PARTICLES: readonly string[] = [
  'de', 'del', 'della', 'la', 'le', 'van', 'von', 'der', 'den', 'du', 'da', 'di', 'dos', 'das', 'y', 'bin', 'ibn', 'al', 'St.',
];
