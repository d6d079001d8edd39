import { useQuery } from '@tanstack/react-query';
import { Button, Skeleton } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { agendarApi } from './agendar.api';
import { AgendarForm } from './agendar.form';

/**
 * transporte-paciente/agendar/create/{id} (spec 000 §2.3): `{id}` is the patient, as on the other scheduling desks
 * (the patient's record opens the booking for someone). A pre-booking is booked with `?pre=<id>` (the waiting
 * list's "Agendar"): its patient is the `{id}` and its destination, date, place and passenger type fill the form.
 */
export default function AgendarCreatePage() {
  const navigate = useNavigate();
  const { id } = useParams();
  const [busca] = useSearchParams();
  const preId = Number(busca.get('pre')) || null;
  const pacienteId = Number(id) > 0 ? Number(id) : null;
  const [rodada, setRodada] = useState(0);
  const pre = useQuery({
    queryKey: ['tp', 'pre', preId],
    queryFn: () => agendarApi.preAgendamento(preId as number),
    enabled: Boolean(preId),
  });
  return (
    <div className="sm-page">
      <PageHeader
        title="Agendar transporte"
        subTitle="Paciente, destino, data, viagem recorrente e acompanhantes: o comprovante é impresso ao agendar."
        extra={<Button onClick={() => navigate('/transporte-paciente/agendar/list')}>Voltar</Button>}
      />
      {preId && pre.isLoading ? (
        <Skeleton active />
      ) : (
        <AgendarForm
          key={rodada}
          pacienteId={pacienteId ?? pre.data?.data.pacienteId ?? null}
          pre={pre.data?.data ?? null}
          onPaciente={(p) =>
            navigate(p ? `/transporte-paciente/agendar/create/${p}` : '/transporte-paciente/agendar/create', { replace: true })
          }
          onGravado={() => {
            if (preId) {
              navigate('/transporte-paciente/pre-agendamento-transporte/index');
              return;
            }
            navigate('/transporte-paciente/agendar/create', { replace: true });
            setRodada((r) => r + 1);
          }}
        />
      )}
    </div>
  );
}
