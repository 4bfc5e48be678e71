import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
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
import { MESSAGES, csvImportFormSchema, hasImportedSome } from '@tourneo/domain';
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

/** The form's values: the chosen file, the campaign name, the sending partner (null: the default). */
interface CsvImportValues {
  file: File | null;
  campaign: string;
  partenaire_id: number | null;
}

const EMPTY_VALUES: CsvImportValues = { file: null, campaign: '', partenaire_id: null };
// The schema passes the chosen File through whole and trims the name: the values keep their types.
const resolver = zodResolver(csvImportFormSchema) as unknown as Resolver<CsvImportValues>;

/**
 * 'Importer un CSV' (spec 1): a .csv file and a campaign name; progress, counts and error report.
 * `partners`: the campaign's possible senders.
 */
export function CsvImportForm({ partners }: { partners: PartnerChoices }) {
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CsvImportValues>({ defaultValues: EMPTY_VALUES, resolver });
  const [progress, setProgress] = useState(0);
  const [result, setResult] = useState<CsvImportResponse | null>(null);
  const upload = useUploadClientsCsv();
  const lock = useSubmitLock();

  const submit = handleSubmit(({ file, campaign, partenaire_id }) => {
    if (!file || !lock.acquire()) {
      return;
    }
    setProgress(0);
    setResult(null);
    upload.mutate(
      { file, campagneName: campaign, partnerId: partenaire_id, onProgress: setProgress },
      {
        onSettled: lock.release,
        onSuccess: (answer) => {
          setResult(answer);
          // The server's answer says what happened: all in, some refused, or nothing imported.
          const isComplete = answer.skipped + answer.invalid === 0;
          notify(isComplete ? 'success' : hasImportedSome(answer) ? 'warning' : 'error', answer.message);
          reset(EMPTY_VALUES);
        },
        onError: (failure) =>
          notify(
            'error',
            `${M.uploadFailurePrefix}${failure instanceof ApiError && failure.message ? failure.message : M.uploadFailedFallback}`,
          ),
      },
    );
  });

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
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack>
            <Controller
              control={control}
              name="file"
              render={({ field }) => (
                <FileInput
                  label="Fichier CSV"
                  placeholder={M.filePrompt}
                  accept=".csv,text/csv"
                  required
                  clearable
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.file?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="campaign"
              render={({ field }) => (
                <TextInput
                  label={M.campaignLabel}
                  placeholder={M.campaignPlaceholder}
                  required
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={errors.campaign?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="partenaire_id"
              render={({ field }) => (
                <PartnerSelect
                  value={field.value}
                  onChange={field.onChange}
                  description="Le partenaire qui envoie les messages de la campagne"
                  partners={partners}
                />
              )}
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
