// A lint rule for the module boundaries of STYLE.md ("features never import each other"): each
// relative import (static, dynamic or re-export) is resolved against the importing file and refused
// when it enters a zone its file may not import from. Written here rather than taken from
// eslint-plugin-import-x, whose native resolver has no builds for most platforms in our registry.
import path from 'node:path';

/** @param {string} file @param {string} dir */
const inside = (file, dir) => file === dir || file.startsWith(dir + path.sep);

/** @type {import('eslint').Rule.RuleModule} */
export const noRestrictedPaths = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuse imports that cross a module boundary' },
    schema: [
      {
        type: 'object',
        properties: {
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                target: { type: 'array', items: { type: 'string' } },
                from: { type: 'array', items: { type: 'string' } },
                except: { type: 'array', items: { type: 'string' } },
                message: { type: 'string' },
              },
              required: ['target', 'from', 'message'],
              additionalProperties: false,
            },
          },
        },
        required: ['zones'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const root = context.cwd;
    const abs = (p) => path.resolve(root, p);
    const zones = context.options[0].zones.map((z) => ({
      target: z.target.map(abs),
      from: z.from.map(abs),
      except: (z.except ?? []).map(abs),
      message: z.message,
    }));
    const file = context.filename;
    const mine = zones.filter((z) => z.target.some((t) => inside(file, t)));
    if (mine.length === 0) return {};
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const resolved = path.resolve(path.dirname(file), source.value);
      for (const zone of mine) {
        if (zone.from.some((f) => inside(resolved, f)) && !zone.except.some((e) => inside(resolved, e))) {
          context.report({ node: source, message: `Unexpected import of "${source.value}": ${zone.message}` });
          return;
        }
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : null),
    };
  },
};

export default { rules: { 'no-restricted-paths': noRestrictedPaths } };
