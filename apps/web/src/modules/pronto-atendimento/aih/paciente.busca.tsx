import { Flex, Typography } from 'antd';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { AIH_API } from './aih.api';

type PacienteBusca = { id: number; label: string; faaAberta: number | null };

/**
 * The patient search of the AIH screens (aih/paciente, create and edit without their id): the core
 * autocomplete over the module's patient lookup (name, CPF, CNS or birth date), with the open FAA beside.
 */
export function BuscaPacienteAih({
  id,
  value,
  onEscolher,
}: {
  id: string;
  value?: number | null;
  onEscolher: (pacienteId: number) => void;
}) {
  return (
    <Autocomplete<PacienteBusca>
      id={id}
      url={`${AIH_API}/paciente`}
      label="Paciente"
      placeholder="Nome, CPF, CNS ou data de nascimento (dd/mm/aaaa)"
      optionLabel="label"
      value={value}
      renderOption={(p) => (
        <Flex justify="space-between" gap={8}>
          <span>{p.label}</span>
          {p.faaAberta && <Typography.Text type="secondary">FAA nº {p.faaAberta}</Typography.Text>}
        </Flex>
      )}
      onChange={(v) => v != null && onEscolher(Number(v))}
    />
  );
}
