import { useState, type FormEvent } from 'react';
import {
  Alert,
  Anchor,
  Button,
  FileInput,
  Paper,
  Progress,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { MESSAGES, hasImportedSome } from '@tourneo/domain';
import { ApiError } from '../../../lib/http/fetch-core.ts';
import { notify } from '../../../lib/notify.ts';
import { useSubmitLock } from '../../../lib/use-submit-lock.ts';
import type { CsvImportResponse } from '@tourneo/domain';
import { useUploadClientsCsv } from '../api/upload-clients-csv.ts';
import { clientsTemplateCsv, downloadText } from '../csv-files.ts';
import { CsvImportSummary } from './csv-import-summary.tsx';
import { PartnerSelect } from './partner-select.tsx';
import type { PartnerChoices } from '../client-choices.ts';
import classes from './csv-import.module.css';

const M = MESSAGES.imports;

/**
 * 'Importer un CSV' (spec 1): a .csv file and a campaign name; progress, counts and error report.
 * `partners`: the campaign's possible senders.
 */
export function CsvImportForm({ partners }: { partners: PartnerChoices }) {
  const [file, setFile] = useState<File | null>(null);
  const [campaign, setCampaign] = useState('');
  // null: the company's default partner sends the campaign.
  const [partnerId, setPartnerId] = useState<number | null>(null);
  const [errors, setErrors] = useState<{ file?: string; campaign?: string }>({});
  const [progress, setProgress] = useState(0);
  const [result, setResult] = useState<CsvImportResponse | null>(null);
  const upload = useUploadClientsCsv();
  const lock = useSubmitLock();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nextErrors = {
      ...(!file ? { file: M.fileRequired } : !/\.csv$/i.test(file.name) ? { file: M.fileNotCsv } : {}),
      ...(!campaign.trim() ? { campaign: M.campaignRequired } : {}),
    };
    setErrors(nextErrors);
    if (!file || Object.keys(nextErrors).length > 0 || !lock.acquire()) {
      return;
    }
    setProgress(0);
    setResult(null);
    upload.mutate(
      { file, campagneName: campaign.trim(), partnerId, onProgress: setProgress },
      {
        onSettled: lock.release,
        onSuccess: (answer) => {
          setResult(answer);
          // The server's answer says what happened: all in, some refused, or nothing imported.
          const isComplete = answer.skipped + answer.invalid === 0;
          notify(isComplete ? 'success' : hasImportedSome(answer) ? 'warning' : 'error', answer.message);
          setFile(null);
          setCampaign('');
          setPartnerId(null);
        },
        onError: (failure) =>
          notify(
            'error',
            `${M.uploadFailurePrefix}${failure instanceof ApiError && failure.message ? failure.message : M.uploadFailedFallback}`,
          ),
      },
    );
  };

  return (
    <Paper withBorder p="xl" radius="md" maw={760} className={classes.fadeIn}>
      <Stack>
        <Title order={1} size="h2">
          Importer un CSV
        </Title>
        <Text size="sm" c="dimmed">
          Une ligne d'en-tête puis un client par ligne : nom, prenom, email, telephone, adresse, code_postal,
          operation (séparateur « ; » ou « , », UTF-8 ou Windows-1252). Nom, téléphone, adresse, code postal
          (5 chiffres) et opération sont obligatoires ; un client déjà connu (même e-mail, ou même nom et
          téléphone) est mis à jour.{' '}
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => downloadText('modele-import-clients.csv', clientsTemplateCsv())}
          >
            Télécharger le modèle CSV
          </Anchor>
        </Text>
        <form onSubmit={submit} noValidate>
          <Stack>
            <FileInput
              label="Fichier CSV"
              placeholder={M.filePrompt}
              accept=".csv,text/csv"
              required
              clearable
              value={file}
              onChange={setFile}
              error={errors.file}
            />
            <TextInput
              label={M.campaignLabel}
              placeholder={M.campaignPlaceholder}
              required
              value={campaign}
              onChange={(event) => setCampaign(event.currentTarget.value)}
              error={errors.campaign}
            />
            <PartnerSelect
              value={partnerId}
              onChange={setPartnerId}
              description="Le partenaire qui envoie les messages de la campagne"
              partners={partners}
            />
            {upload.isPending && (
              <Stack gap={4}>
                <Progress value={progress * 100} animated aria-label="Progression de l'envoi" />
                <Text size="xs" c="dimmed">
                  {progress < 1
                    ? `Envoi du fichier : ${Math.round(progress * 100)} %`
                    : 'Import des clients en cours...'}
                </Text>
              </Stack>
            )}
            <Button type="submit" loading={lock.isLocked}>
              {M.submit}
            </Button>
          </Stack>
        </form>
        {upload.error && (
          <Alert color="red" role="alert">
            {upload.error instanceof ApiError ? upload.error.message : M.uploadFailedFallback}
          </Alert>
        )}
        {result && <CsvImportSummary result={result} />}
      </Stack>
    </Paper>
  );
}
