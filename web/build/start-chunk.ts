/** What a code-splitting group's `name` function is given: the module graph of the current chunking pass. */
interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * A code-splitting group (Rolldown's `codeSplitting.groups`) that puts into one `start` chunk every module
 * the entry loads statically, besides the entry itself. Left to automatic chunking, each module the entry
 * shares with lazy pages (storage, session, i18n, navigation, …) became a common chunk of its own: a
 * dozen files of about 1 KB that every first screen loads before anything else. Over HTTP/1.1 a browser
 * fetches six files at a time and each costs a round trip, so they cost two or three round trips; in one
 * chunk, one. No route loads a byte more: each of these modules runs at start-up anyway.
 * `early`: modules (by the end of their path) the entry reaches only through lazy chunks but that every
 * first screen loads right after it; in a chunk of their own each cost its file's wrapper and a request.
 */
export function startGroup(entry: string, early: readonly string[] = []) {
  const closures = new WeakMap<ChunkingContext, Set<string>>();
  /** The entry and every module it reaches through static imports, once per chunking pass. */
  const staticClosure = (ctx: ChunkingContext) => {
    let seen = closures.get(ctx);
    if (seen) return seen;
    seen = new Set<string>();
    const stack = [entry];
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    closures.set(ctx, seen);
    return seen;
  };
  return {
    // Named by a function, the group needs this name for the bundler's timing report.
    debugName: 'start',
    name: (id: string, ctx: ChunkingContext) =>
      id !== entry && (staticClosure(ctx).has(id) || early.some((e) => id.endsWith(e))) ? 'start' : null,
  };
}
