/** Trains the AI doctor's urgency, mind and entry models now (docs/decisions/022), so that no question waits for it. */
import { entryModel } from './knowledge/entry-model.ts';
import { KNOWLEDGE_BASE } from './knowledge/search.ts';
import { mindModel, urgencyModel } from './urgency.ts';

export function warmAiDoctor(): void {
  urgencyModel();
  mindModel();
  entryModel(KNOWLEDGE_BASE);
}
