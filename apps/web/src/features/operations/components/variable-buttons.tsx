import { Button, Group } from '@mantine/core';

interface VariableButtonsProps<Variable extends string> {
  variables: readonly Variable[];
  onInsert: (variable: Variable) => void;
  /** What a variable stands for, shown as the button's title. */
  descriptionOf?: (variable: Variable) => string | undefined;
}

/** One button a variable of a message ('Insérer {prenom}'), for the SMS and the e-mails editors. */
export function VariableButtons<Variable extends string>({
  variables,
  onInsert,
  descriptionOf,
}: VariableButtonsProps<Variable>) {
  return (
    <Group gap="xs">
      {variables.map((variable) => (
        <Button
          key={variable}
          size="compact-xs"
          variant="light"
          aria-label={`Insérer ${variable}`}
          title={descriptionOf?.(variable)}
          onClick={() => onInsert(variable)}
        >
          {variable}
        </Button>
      ))}
    </Group>
  );
}
