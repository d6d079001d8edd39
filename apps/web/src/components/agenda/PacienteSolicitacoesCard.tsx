import { formatDataBr } from '@saude/shared';
import { Card, Form, Spin, Table, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { Autocomplete } from '../fields/Autocomplete';

type ItemPaciente = { id: number; label: string };

/** A request of the product not yet scheduled, as a scheduling desk's patient file lists it. */
export interface SolicitacaoPendente {
  origem: string;
  id: number;
  exameNome: string;
  dataSolicitacao: string;
  solicitanteNome: string | null;
  unidadeNome: string | null;
}

/** The patient file of a scheduling desk: who, and their pending requests. */
export interface FichaAgendamento<S extends SolicitacaoPendente> {
  paciente: { id: number; nome: string; nomeSocial?: string | null; dataNascimento?: string | null; cns?: string | null };
  solicitacoes: S[];
}

/**
 * The "Paciente" card of an exam scheduling desk: the patient's autocomplete, their social name, birth and CNS, and
 * their pending requests of the product, the first column the module's (choose one, include several).
 */
export function PacienteSolicitacoesCard<S extends SolicitacaoPendente>({
  id,
  pacienteId,
  onPaciente,
  ficha,
  carregando,
  titulo,
  vazio,
  escolha,
}: {
  /** The id of the patient input. */
  id: string;
  pacienteId: number | null;
  onPaciente: (id: number | null) => void;
  ficha: FichaAgendamento<S> | undefined;
  carregando: boolean;
  /** The title above the requests. */
  titulo: string;
  /** What is said when there is no pending request. */
  vazio: string;
  /** The first column: how a request is taken into the scheduling. */
  escolha: ColumnType<S>;
}) {
  const solicitacoes = ficha?.solicitacoes ?? [];
  return (
    <Card size="small" title="Paciente" style={{ marginBottom: 12 }}>
      <Form.Item label="Paciente" htmlFor={id} required style={{ maxWidth: 720, marginBottom: 8 }}>
        <Autocomplete<ItemPaciente>
          autoFocus
          id={id}
          url="/api/cadastro/paciente/autocomplete"
          label="Paciente"
          placeholder="Nome, CPF, CNS ou data de nascimento (dd/mm/aaaa)"
          optionLabel="label"
          value={pacienteId}
          itemInicial={ficha ? { id: ficha.paciente.id, label: ficha.paciente.nome } : null}
          onChange={(v) => onPaciente(v === null ? null : Number(v))}
        />
      </Form.Item>
      {pacienteId && carregando && <Spin />}
      {ficha && (
        <>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            {[
              ficha.paciente.nomeSocial && `Nome social: ${ficha.paciente.nomeSocial}`,
              ficha.paciente.dataNascimento && `Nascimento: ${formatDataBr(ficha.paciente.dataNascimento)}`,
              ficha.paciente.cns && `CNS: ${ficha.paciente.cns}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography.Paragraph>
          <Typography.Text strong>{titulo}</Typography.Text>
          {solicitacoes.length === 0 ? (
            <Typography.Paragraph type="secondary">{vazio}</Typography.Paragraph>
          ) : (
            <Table<S>
              size="small"
              rowKey={(s) => `${s.origem}|${s.id}`}
              pagination={false}
              dataSource={solicitacoes}
              style={{ marginTop: 4 }}
              columns={[
                escolha,
                { title: 'Exame', dataIndex: 'exameNome' },
                { title: 'Data', dataIndex: 'dataSolicitacao', width: 110, render: (v: string) => formatDataBr(v) },
                { title: 'Solicitante', dataIndex: 'solicitanteNome' },
                { title: 'Unidade', dataIndex: 'unidadeNome', render: (v: string | null) => v ?? '—' },
              ]}
            />
          )}
        </>
      )}
    </Card>
  );
}
