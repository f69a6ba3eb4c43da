import { downloadFile } from '../../../lib/download-file.ts';

/** `GET /staff/newsletter.csv`: downloads the newsletter subscribers as a CSV file. */
export function downloadNewsletter(token: string | null): Promise<void> {
  return downloadFile('/staff/newsletter.csv', token, 'mamata-newsletter.csv');
}
