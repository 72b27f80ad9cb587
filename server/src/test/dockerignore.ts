/**
 * What `docker build` leaves out of its context, read from a .dockerignore the way the engine reads it:
 * each line a pattern relative to the context root (a leading `/` and `./` dropped), `*` and `?` within
 * one path segment, `**` across any number of them, `!` bringing back what an earlier line left out, the
 * last matching line deciding; a pattern that matches a folder leaves out everything under it.
 */
export function dockerignore(text: string): (path: string) => boolean {
  const rules = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const keep = line.startsWith('!');
      const pattern = (keep ? line.slice(1) : line)
        .trim()
        .replace(/^\.?\//, '')
        .replace(/\/$/, '');
      return { keep, re: patternRegex(pattern) };
    });
  return (path) => {
    const parts = path.split('/');
    // The path itself and each folder above it: a folder left out takes its contents with it.
    const candidates = parts.map((_, i) => parts.slice(0, i + 1).join('/'));
    let excluded = false;
    for (const { keep, re } of rules) {
      if (candidates.some((candidate) => re.test(candidate))) excluded = !keep;
    }
    return excluded;
  };
}

function patternRegex(pattern: string): RegExp {
  let re = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i] as string;
    if (c === '*' && pattern[i + 1] === '*') {
      // `**/` matches zero or more folders; a trailing `**` matches everything below.
      re += pattern[i + 2] === '/' ? '(?:.*/)?' : '.*';
      i += pattern[i + 2] === '/' ? 2 : 1;
    } else if (c === '*') re += '[^/]*';
    else if (c === '?') re += '[^/]';
    else re += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}
