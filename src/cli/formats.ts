/** The output shapes of `extract`, apart from the engine so that parsing arguments and --help load no engine code. */
export const FORMATS = ['gold', 'wire', 'full', 'ndjson'] as const;
export type Format = (typeof FORMATS)[number];
