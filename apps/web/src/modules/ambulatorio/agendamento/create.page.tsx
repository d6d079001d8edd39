import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { AgendamentoForm } from './agendamento.form';

/**
 * ambulatorio/agendamento/create/{id} (spec 000 §2.3): `{id}` is the patient, so the reception or the patient
 * record opens booking for someone; without it the desk starts at the patient field.
 */
export default function AgendamentoCreatePage({ retroativo = false }: { retroativo?: boolean }) {
  const navigate = useNavigate();
  const { id } = useParams();
  const base = retroativo ? '/ambulatorio/agendamento-retroativo' : '/ambulatorio/agendamento';
  const pacienteId = Number(id) > 0 ? Number(id) : null;
  // each booking starts a new round: a fresh form, the focus back on the patient
  const [rodada, setRodada] = useState(0);
  return (
    <div className="sm-page">
      <PageHeader
        title={retroativo ? 'Agendamento retroativo' : 'Novo agendamento'}
        subTitle={
          retroativo
            ? 'Registro de consultas marcadas em papel durante a indisponibilidade do sistema.'
            : 'Escolha o paciente, busque os próximos horários livres e confirme.'
        }
        extra={<Button onClick={() => navigate(`${base}/index`)}>Voltar</Button>}
      />
      <AgendamentoForm
        key={rodada}
        retroativo={retroativo}
        pacienteId={pacienteId}
        onPaciente={(p) => navigate(p ? `${base}/create/${p}` : `${base}/create`, { replace: true })}
        onAgendado={() => {
          navigate(`${base}/create`, { replace: true });
          setRodada((r) => r + 1);
        }}
      />
    </div>
  );
}
