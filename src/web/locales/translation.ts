import type { WebCatalogue } from './en';

/** A translation of one area of the web catalogue: any subset of English's keys, each a string. */
export type Translation<Area extends keyof WebCatalogue> = DeepPartial<WebCatalogue[Area]>;

type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };
