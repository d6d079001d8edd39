import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { AgendamentoImagemForm } from './agendamento.form';

/**
 * exame-imagem/agendamento/create/{id} (spec 000 §2.3): `{id}` is the patient, so the patient's record opens the
 * scheduling for someone; without it the desk starts at the patient search.
 */
export default function AgendamentoImagemCreatePage({ retroativo = false }: { retroativo?: boolean }) {
  const navigate = useNavigate();
  const { id } = useParams();
  const base = retroativo ? '/exame-imagem/agendamento-retroativo' : '/exame-imagem/agendamento';
  const pacienteId = Number(id) > 0 ? Number(id) : null;
  const [rodada, setRodada] = useState(0);
  return (
    <div className="sm-page">
      <PageHeader
        title={retroativo ? 'Agendamento retroativo de exame de imagem' : 'Novo agendamento de exame de imagem'}
        subTitle={
          retroativo
            ? 'Registro de exames marcados em papel durante a indisponibilidade do sistema.'
            : 'Escolha o paciente e o exame, busque os horários livres do equipamento e confirme.'
        }
        extra={<Button onClick={() => navigate(`${base}/index`)}>Voltar</Button>}
      />
      <AgendamentoImagemForm
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
