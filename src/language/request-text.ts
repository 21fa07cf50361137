import { requestConcepts } from './concepts.js';
import { extractLiterals, type Literal } from './literals.js';
import { splitRequest, type RequestPart } from './parts.js';
import { planningProviders, routeRequest, type LiteralOwner, type Routing } from './routing.js';
import { sentenceAt, type Located } from './sentences.js';
import { analyse } from './terms.js';

/**
 * A request as the stages read it, computed once and passed on: its sentences, the parts it asks for, the
 * literal values it states, its concept queries, its analysed words and the providers it is routed to. Each
 * reading is made on first use and kept, so a stage pays only for what it reads and no reading is made twice.
 */
export interface RequestText {
  readonly text: string;
  /** The explicit provider filter it was read with, if any. */
  readonly explicitProviders: readonly string[] | undefined;
  /** Its sentences, trimmed, in order. */
  readonly sentences: readonly string[];
  /** Its sentences with their offsets in {@link text}. */
  readonly sentenceSpans: readonly Located[];
  /** The things it asks for, sentence by sentence (see {@link RequestPart}). */
  readonly parts: readonly RequestPart[];
  /** The literal values it states, in text order. */
  readonly literals: readonly Literal[];
  /** Its concept queries for search: a part per thing it names, or the whole text for a single concept. */
  readonly concepts: readonly string[];
  /** Its analysed words (tokenised, normalised), in order. */
  readonly words: readonly string[];
  /** The providers it names or implies, or the explicit filter (an unknown provider throws here). */
  readonly route: Routing;
  /** The routed providers less the component packages it does not name (see `planningProviders`). */
  readonly planningProviders: readonly string[];
  /** The index of the sentence an offset of {@link text} falls in. */
  sentenceOf(offset: number): number;
}

export interface ReadOptions {
  /** An explicit provider filter (`--provider`). */
  readonly providers?: readonly string[];
  /** The providers the snapshot has, which routing picks from. */
  readonly known: readonly string[];
  /** The provider a value belongs to (`us-central1` → gcp), from the snapshot's knowledge. */
  readonly literalOwner?: LiteralOwner;
}

class ReadRequest implements RequestText {
  private readonly cache = new Map<string, unknown>();

  constructor(
    readonly text: string,
    private readonly options: ReadOptions,
  ) {}

  private once<T>(name: string, read: () => T): T {
    if (!this.cache.has(name)) this.cache.set(name, read());
    return this.cache.get(name) as T;
  }

  private get splitText(): ReturnType<typeof splitRequest> {
    return this.once('split', () => splitRequest(this.text));
  }

  get explicitProviders(): readonly string[] | undefined {
    return this.options.providers;
  }

  get sentenceSpans(): readonly Located[] {
    return this.splitText.sentences;
  }

  get sentences(): readonly string[] {
    return this.once('sentences', () => this.splitText.sentences.map((s) => s.text));
  }

  get parts(): readonly RequestPart[] {
    return this.splitText.parts;
  }

  get literals(): readonly Literal[] {
    return this.once('literals', () => extractLiterals(this.text));
  }

  get concepts(): readonly string[] {
    return this.once('concepts', () => requestConcepts(this.text));
  }

  get words(): readonly string[] {
    return this.once('words', () => analyse(this.text));
  }

  get route(): Routing {
    return this.once('route', () =>
      routeRequest(this.text, this.options.providers, this.options.known, this.options.literalOwner),
    );
  }

  get planningProviders(): readonly string[] {
    return this.once('planning', () => planningProviders(this.text, this.route));
  }

  sentenceOf(offset: number): number {
    return sentenceAt(this.sentenceSpans, offset);
  }
}

/** Reads a request (see {@link RequestText}); nothing is computed until it is asked for. */
export function readRequest(text: string, options: ReadOptions): RequestText {
  return new ReadRequest(text, options);
}
