/** One thing to close when the process stops; the steps of a stage close side by side. */
export interface StopStep {
  name: string;
  run: () => Promise<unknown> | void;
}

interface Logger {
  info: (message: string) => void;
  error: (object: object, message: string) => void;
}

export interface GracefulStop {
  /** True from the first signal on: `/ready` answers 503, answers close their connections. */
  isStopping: () => boolean;
  /** Closes every stage in turn, then exits 0 (1 when a step failed or the delay ran out). */
  stop: (reason: string) => Promise<void>;
}

/**
 * The stop of a server process on SIGTERM or SIGINT (main.ts): stages run one after another (the
 * HTTP server and the workers finish what they hold, then the queue, the LISTEN connection and the
 * database close); past `timeoutMs` the process exits anyway, with code 1. A second signal while
 * stopping exits at once.
 */
export function createGracefulStop({
  stages,
  timeoutMs,
  log,
  exit = (code) => process.exit(code),
}: {
  stages: StopStep[][];
  timeoutMs: number;
  log: Logger;
  exit?: (code: number) => void;
}): GracefulStop {
  let isStopping = false;
  return {
    isStopping: () => isStopping,
    async stop(reason) {
      if (isStopping) {
        log.error({ reason }, 'second signal pendant l’arrêt : arrêt immédiat');
        exit(1);
        return;
      }
      isStopping = true;
      log.info(`arrêt demandé (${reason}) : fin des requêtes et des envois en cours`);
      const deadline = setTimeout(() => {
        log.error({ timeoutMs }, `arrêt forcé : tout n’était pas fermé après ${timeoutMs / 1000} s`);
        exit(1);
      }, timeoutMs);
      let hasFailed = false;
      for (const stage of stages) {
        await Promise.all(
          stage.map(async (step) => {
            try {
              await step.run();
            } catch (error) {
              hasFailed = true;
              log.error({ err: error, step: step.name }, `arrêt : échec de la fermeture (${step.name})`);
            }
          }),
        );
      }
      clearTimeout(deadline);
      log.info('arrêté');
      exit(hasFailed ? 1 : 0);
    },
  };
}
