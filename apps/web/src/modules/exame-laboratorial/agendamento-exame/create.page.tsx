import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { AgendamentoExameForm } from './agendamento-exame.form';

/**
 * exame-laboratorial/agendamento-exame/create/{id} (spec 000 §2.3): `{id}` is the patient, so the patient's record
 * or the outpatient doctor's request opens the scheduling for someone; without it the desk starts at the patient.
 */
export default function AgendamentoExameCreatePage({ retroativo = false }: { retroativo?: boolean }) {
  const navigate = useNavigate();
  const { id } = useParams();
  const base = retroativo ? '/exame-laboratorial/agendamento-exame-retroativo' : '/exame-laboratorial/agendamento-exame';
  const pacienteId = Number(id) > 0 ? Number(id) : null;
  const [rodada, setRodada] = useState(0);
  return (
    <div className="sm-page">
      <PageHeader
        title={retroativo ? 'Agendamento retroativo de exames' : 'Novo agendamento de exames'}
        subTitle={
          retroativo
            ? 'Registro de coletas marcadas em papel durante a indisponibilidade do sistema.'
            : 'Escolha o paciente e os exames, busque os horários de coleta e confirme.'
        }
        extra={<Button onClick={() => navigate(`${base}/index`)}>Voltar</Button>}
      />
      <AgendamentoExameForm
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
