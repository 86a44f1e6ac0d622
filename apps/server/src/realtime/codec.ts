import { Packr } from 'msgpackr';

// Plain MessagePack (no records, no structured clones) so any decoder reads it: the web
// client calls msgpackr's `unpack` with no shared state.
const packr = new Packr({ useRecords: false, structuredClone: false });

export const encode = (value: unknown): Buffer => packr.pack(value);

/** Throws on bytes that are not one MessagePack value. */
export const decode = (bytes: Uint8Array): unknown => packr.unpack(bytes);
