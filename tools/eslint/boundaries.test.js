import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { noRestrictedPaths } from './boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;

const zones = [
  { target: ['web/features/health'], from: ['web/features'], except: ['web/features/health'], message: 'features never import each other' },
  { target: ['web/features'], from: ['web/app'], message: 'no app' },
];
const options = [{ zones }];
const at = (rel) => `${process.cwd()}/${rel}`;

new RuleTester().run('no-restricted-paths', noRestrictedPaths, {
  valid: [
    { filename: at('web/features/health/page.tsx'), code: "import { a } from './cards.tsx';", options },
    { filename: at('web/features/health/sub/page.tsx'), code: "import { a } from '../cards.tsx';", options },
    { filename: at('web/features/health/page.tsx'), code: "import { a } from '../../lib/paths.ts';", options },
    { filename: at('web/features/health/page.tsx'), code: "import { z } from 'zod';", options },
    { filename: at('web/lib/paths.ts'), code: "import { a } from '../features/auth/x.ts';", options },
  ],
  invalid: [
    { filename: at('web/features/health/page.tsx'), code: "import { a } from '../auth/api.ts';", options, errors: 1 },
    { filename: at('web/features/health/sub/page.tsx'), code: "import { a } from '../../auth/api.ts';", options, errors: 1 },
    { filename: at('web/features/health/page.tsx'), code: "export { a } from '../auth/api.ts';", options, errors: 1 },
    { filename: at('web/features/health/page.tsx'), code: "const m = import('../auth/page.tsx');", options, errors: 1 },
    { filename: at('web/features/health/page.tsx'), code: "import { paths } from '../../app/paths.ts';", options, errors: 1 },
  ],
});
