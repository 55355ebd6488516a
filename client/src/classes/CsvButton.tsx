import { useLingui } from '@lingui/react/macro';
import { downloadText } from '../lib/download';
import { useSubmit } from '../lib/use-submit';
import { FormError } from '../ui/FormMessage';
import { fetchCsv } from './classes-api';

/** Downloads one of the teacher's CSV files (the API's text, with the login the page has). */
export function CsvButton({ path, fileName, label }: { path: string; fileName: string; label: string }) {
  const { t } = useLingui();
  const download = useSubmit(
    async () => {
      downloadText(await fetchCsv(path), fileName, 'text/csv;charset=utf-8');
    },
    { failure: t`Failed to download the CSV file` },
  );
  return (
    <>
      <button type="button" className="btn btn-secondary" onClick={() => void download.submit()} disabled={download.busy} aria-busy={download.busy}>
        {label}
      </button>
      <FormError title={download.failure} />
    </>
  );
}
