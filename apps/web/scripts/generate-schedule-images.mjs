// Draws the schedule pictures named by packages/core/src/reference/schedule-templates.ts (`image`,
// `imageBoy`, `imageGirl`) into public/images/ (the images path the API names them under): flat, small SVGs (about 1 KB each) without
// text, so one picture serves both languages. Run after a template adds a picture:
//   node apps/web/scripts/generate-schedule-images.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const out = fileURLToPath(new URL('../public/images/', import.meta.url));
mkdirSync(out, { recursive: true });

const SKIN = '#c68863';
const SKIN_SHADE = '#a86f4e';
const HAIR = '#2b1d16';

const svg = (title, body) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" role="img"><title>${title}</title>${body}</svg>\n`;

/** A mother in profile, facing right; `bump` grows with the weeks of pregnancy (0-14). */
function mother(stage, bump) {
  const bx = 50 + bump * 0.55;
  return svg(
    `Pregnancy, stage ${stage} of 5`,
    [
      '<circle cx="48" cy="48" r="48" fill="#fce7f3"/>',
      '<circle cx="48" cy="48" r="40" fill="#fbcfe8" opacity=".55"/>',
      // dress with the bump on its front
      `<path d="M39 33h12c2 6 3 12 3 18 0 12 6 22 8 35H30c2-14 6-24 7-35 0-6 0-12 2-18z" fill="#be185d"/>`,
      `<ellipse cx="${bx.toFixed(1)}" cy="61" rx="${(7 + bump * 0.75).toFixed(1)}" ry="${(9 + bump * 0.5).toFixed(1)}" fill="#be185d"/>`,
      // scarf across the shoulder
      `<path d="M38 33c4 10 12 16 ${(18 + bump * 0.6).toFixed(1)} 20l-2 4c-8-4-16-10-19-20z" fill="#f9a8d4"/>`,
      // neck, head, hair with a bun
      `<rect x="42" y="28" width="6" height="7" rx="2" fill="${SKIN_SHADE}"/>`,
      `<circle cx="46" cy="22" r="9" fill="${SKIN}"/>`,
      `<path d="M37 22c0-7 5-11 10-11 5 0 8 3 9 6-4-1-9 0-12 3-2 2-3 5-3 8-2-1-4-3-4-6z" fill="${HAIR}"/>`,
      `<circle cx="36" cy="19" r="4.5" fill="${HAIR}"/>`,
      '<circle cx="51.5" cy="21.5" r="1" fill="#2b1d16"/>',
      // arm resting on the bump
      `<path d="M44 36c-1 8 0 16 ${(4 + bump * 0.5).toFixed(1)} 22" stroke="${SKIN}" stroke-width="4" stroke-linecap="round" fill="none"/>`,
      `<circle cx="${(48.5 + bump * 0.5).toFixed(1)}" cy="58.5" r="3" fill="${SKIN}"/>`,
    ].join(''),
  );
}

/**
 * A baby, front view; `age` 0-6 (birth, 6, 10, 14 weeks, 9, 12, 15 months) sets the size, the pose
 * (swaddled, lying, sitting, standing) and the toy. Boys wear blue, girls pink with a bow.
 */
function baby(age, sex, title) {
  const girl = sex === 'girl';
  const bg = girl ? '#fce7f3' : '#dbeafe';
  const ring = girl ? '#fbcfe8' : '#bfdbfe';
  const cloth = girl ? '#ec4899' : '#3b82f6';
  const clothLight = girl ? '#f9a8d4' : '#93c5fd';
  const head = 12 + age * 0.6;
  const cy = age === 0 ? 38 : 34 - age * 0.6;
  const parts = [`<circle cx="48" cy="48" r="48" fill="${bg}"/>`, `<circle cx="48" cy="48" r="40" fill="${ring}" opacity=".6"/>`];
  if (age === 0) {
    // newborn swaddled in a blanket
    parts.push(`<path d="M26 46c0-12 10-20 22-20s22 8 22 20v18c0 10-10 18-22 18s-22-8-22-18z" fill="${clothLight}"/>`);
    parts.push(`<path d="M30 56c8 6 28 6 36 0v8c0 9-8 15-18 15s-18-6-18-15z" fill="${cloth}"/>`);
  } else if (age <= 3) {
    // lying baby in a romper, arms up
    const w = 13 + age * 2;
    parts.push(`<rect x="${48 - w}" y="${cy + head - 3}" width="${w * 2}" height="${26 + age * 2}" rx="${w * 0.8}" fill="${cloth}"/>`);
    parts.push(
      `<path d="M${48 - w + 2} ${cy + head + 4}l-9 -8M${48 + w - 2} ${cy + head + 4}l9 -8" stroke="${SKIN}" stroke-width="5" stroke-linecap="round"/>`,
    );
    parts.push(
      `<circle cx="${48 - w - 7}" cy="${cy + head - 5}" r="3.5" fill="${SKIN}"/><circle cx="${48 + w + 7}" cy="${cy + head - 5}" r="3.5" fill="${SKIN}"/>`,
    );
    // a rattle
    parts.push(
      `<circle cx="${48 + w + 12}" cy="${cy + head - 14}" r="4" fill="#facc15"/><path d="M${48 + w + 9} ${cy + head - 11}l-4 5" stroke="#f59e0b" stroke-width="2" stroke-linecap="round"/>`,
    );
  } else {
    // sitting (9 m) or standing (12 and 15 m) toddler with a ball
    const standing = age >= 5;
    const top = cy + head - 2;
    parts.push(`<path d="M${34} ${top + 24}c0-14 6-24 14-24s14 10 14 24z" fill="${cloth}"/>`);
    if (standing) {
      parts.push(`<rect x="39" y="${top + 23}" width="7" height="${14 + (age - 5) * 3}" rx="3" fill="${clothLight}"/>`);
      parts.push(`<rect x="50" y="${top + 23}" width="7" height="${14 + (age - 5) * 3}" rx="3" fill="${clothLight}"/>`);
    } else {
      parts.push(`<ellipse cx="48" cy="${top + 27}" rx="18" ry="6" fill="${clothLight}"/>`);
    }
    parts.push(`<path d="M37 ${top + 8}l-7 10M59 ${top + 8}l7 10" stroke="${SKIN}" stroke-width="5" stroke-linecap="round"/>`);
    parts.push(`<circle cx="${standing ? 72 : 70}" cy="${standing ? 78 : top + 26}" r="7" fill="#facc15"/>`);
    parts.push(`<path d="M${standing ? 65 : 63} ${standing ? 78 : top + 26}h14" stroke="#f59e0b" stroke-width="2"/>`);
  }
  // head, hair and face
  parts.push(`<circle cx="48" cy="${cy}" r="${head}" fill="${SKIN}"/>`);
  const hair = 0.35 + age * 0.08;
  parts.push(
    `<path d="M${48 - head} ${cy - 1}a${head} ${head} 0 0 1 ${head * 2} 0c-${head * hair} -${head * 0.5} -${head * (2 - hair * 2)} -${head * 0.55} -${head * 2} 0z" fill="${HAIR}"/>`,
  );
  parts.push(
    `<circle cx="${48 - head * 0.38}" cy="${cy + 1}" r="1.3" fill="#2b1d16"/><circle cx="${48 + head * 0.38}" cy="${cy + 1}" r="1.3" fill="#2b1d16"/>`,
  );
  parts.push(`<path d="M${48 - 3} ${cy + head * 0.45}q3 2.5 6 0" stroke="#7c2d12" stroke-width="1.4" fill="none" stroke-linecap="round"/>`);
  parts.push(
    `<circle cx="${48 - head * 0.6}" cy="${cy + head * 0.35}" r="2" fill="#f472b6" opacity=".35"/><circle cx="${48 + head * 0.6}" cy="${cy + head * 0.35}" r="2" fill="#f472b6" opacity=".35"/>`,
  );
  if (girl) {
    const bx = 48 + head * 0.55;
    const by = cy - head * 0.8;
    parts.push(`<path d="M${bx} ${by}l-6 -4v8zM${bx} ${by}l6 -4v8z" fill="#db2777"/><circle cx="${bx}" cy="${by}" r="2" fill="#be185d"/>`);
  }
  return svg(title, parts.map((p) => p.replace(/-(\d+(?:\.\d+)?)e-?\d+/g, '0')).join(''));
}

const round = (s) => s.replace(/(\d+\.\d{2})\d+/g, '$1');

const files = {};
[2, 5, 8, 11, 14].forEach((bump, i) => (files[`mother-period-${i + 1}.svg`] = mother(i + 1, bump)));
['birth', '6-weeks', '10-weeks', '14-weeks', '9-months', '12-months', '15-months'].forEach((key, age) => {
  for (const sex of ['boy', 'girl']) files[`baby-${key}-${sex}.svg`] = baby(age, sex, `${sex === 'girl' ? 'Baby girl' : 'Baby boy'}, ${key.replace('-', ' ')}`);
});
for (const [name, text] of Object.entries(files)) writeFileSync(out + name, round(text));
console.log(`${Object.keys(files).length} pictures in ${out}`);
