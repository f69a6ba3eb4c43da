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
// a server module may import the shared access module and one named file of another, nothing else
const moduleZones = [
  {
    target: ['server/modules/births'],
    from: ['server/modules'],
    except: ['server/modules/births', 'server/modules/access', 'server/modules/schedule-items/schedule-items.service.ts'],
    message: 'modules never import each other',
  },
];
const moduleOptions = [{ zones: moduleZones }];
const at = (rel) => `${process.cwd()}/${rel}`;

new RuleTester().run('no-restricted-paths', noRestrictedPaths, {
  valid: [
    { filename: at('web/features/health/page.tsx'), code: "import { a } from './cards.tsx';", options },
    { filename: at('web/features/health/sub/page.tsx'), code: "import { a } from '../cards.tsx';", options },
    { filename: at('web/features/health/page.tsx'), code: "import { a } from '../../lib/paths.ts';", options },
    { filename: at('web/features/health/page.tsx'), code: "import { z } from 'zod';", options },
    { filename: at('web/lib/paths.ts'), code: "import { a } from '../features/auth/x.ts';", options },
    { filename: at('server/modules/births/births.service.ts'), code: "import { a } from '../access/access.service.ts';", options: moduleOptions },
    { filename: at('server/modules/births/births.service.ts'), code: "import { a } from './births.queries.ts';", options: moduleOptions },
    { filename: at('server/modules/births/births.service.ts'), code: "import { a } from '../../lib/audit.ts';", options: moduleOptions },
    {
      filename: at('server/modules/births/births.service.ts'),
      code: "import { a } from '../schedule-items/schedule-items.service.ts';",
      options: moduleOptions,
    },
  ],
  invalid: [
    { filename: at('web/features/health/page.tsx'), code: "import { a } from '../auth/api.ts';", options, errors: 1 },
    { filename: at('web/features/health/sub/page.tsx'), code: "import { a } from '../../auth/api.ts';", options, errors: 1 },
    { filename: at('web/features/health/page.tsx'), code: "export { a } from '../auth/api.ts';", options, errors: 1 },
    { filename: at('web/features/health/page.tsx'), code: "const m = import('../auth/page.tsx');", options, errors: 1 },
    { filename: at('web/features/health/page.tsx'), code: "import { paths } from '../../app/paths.ts';", options, errors: 1 },
    { filename: at('server/modules/births/births.service.ts'), code: "import { a } from '../staff/staff.service.ts';", options: moduleOptions, errors: 1 },
    { filename: at('server/modules/births/births.queries.ts'), code: "import { a } from '../staff/staff.queries.ts';", options: moduleOptions, errors: 1 },
    // an allowed file of a module does not open the rest of that module
    {
      filename: at('server/modules/births/births.service.ts'),
      code: "import { a } from '../schedule-items/schedule-items.queries.ts';",
      options: moduleOptions,
      errors: 1,
    },
  ],
});
