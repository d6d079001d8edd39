import { Button } from 'antd';
import { type ReactNode, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../PageHeader';

/** What a scheduling desk's form gets from its page. */
export interface AgendamentoDesk {
  pacienteId: number | null;
  onPaciente: (id: number | null) => void;
  onAgendado: () => void;
}

/**
 * `<modulo>/<agendamento>/create/{id}` (spec 000 §2.3) of a scheduling desk: `{id}` is the patient, so the patient's
 * record opens the scheduling for someone; without it the desk starts at the patient search. Each booking starts
 * a new round (a fresh form, `key` changes) at `create`; "Voltar" goes to `index`.
 */
export function AgendamentoCreatePage({
  base,
  titulo,
  subTitulo,
  formulario,
}: {
  /** The screen's path without `/create` (the retroactive one's when retroactive). */
  base: string;
  titulo: string;
  subTitulo: string;
  formulario: (p: AgendamentoDesk & { key: number }) => ReactNode;
}) {
  const navigate = useNavigate();
  const { id } = useParams();
  const pacienteId = Number(id) > 0 ? Number(id) : null;
  const [rodada, setRodada] = useState(0);
  return (
    <div className="sm-page">
      <PageHeader title={titulo} subTitle={subTitulo} extra={<Button onClick={() => navigate(`${base}/index`)}>Voltar</Button>} />
      {formulario({
        key: rodada,
        pacienteId,
        onPaciente: (p) => navigate(p ? `${base}/create/${p}` : `${base}/create`, { replace: true }),
        onAgendado: () => {
          navigate(`${base}/create`, { replace: true });
          setRodada((r) => r + 1);
        },
      })}
    </div>
  );
}
