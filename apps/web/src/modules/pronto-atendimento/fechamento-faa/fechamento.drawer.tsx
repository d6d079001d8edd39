import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Drawer, Flex, Skeleton, Typography } from 'antd';
import { formatarDataHora } from '../../../lib/dates';
import { feedback } from '../../../lib/feedback';
import { faaApi } from './faa.api';
import { PendenciasTags, ProcedimentosTabela } from './faa.componentes';

/**
 * One open FAA before closing: its pendências and the procedures it will bill (computed by the server from
 * the record as it stands), and "Fechar FAA" when nothing is pending.
 */
export function FechamentoDrawer({ id, aoFechar, aoFecharFaa }: { id: number; aoFechar: () => void; aoFecharFaa: () => void }) {
  const detalhe = useQuery({ queryKey: ['pronto-atendimento', 'fechamento-faa', id], queryFn: () => faaApi.detalhe(id), gcTime: 0 });
  const fechar = useMutation({
    mutationFn: () => faaApi.fechar(id),
    onSuccess: (r) => {
      feedback.notification.success({ title: 'Sucesso', description: r.message });
      aoFecharFaa();
    },
    // a refusal (pendências found meanwhile, closed by someone else) shows its message and reloads the detail
    onSettled: () => void detalhe.refetch(),
  });
  const m = detalhe.data?.model;
  return (
    <Drawer
      open
      size={760}
      title={m ? `FAA nº ${m.atendimento.numero}` : 'FAA'}
      onClose={aoFechar}
      extra={
        <Button type="primary" disabled={!m?.pronta} loading={fechar.isPending} onClick={() => fechar.mutate()}>
          Fechar FAA
        </Button>
      }
    >
      {!m ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={16}>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'paciente', label: 'Paciente', children: m.atendimento.nomeSocial || m.atendimento.pacienteNome },
              { key: 'chegada', label: 'Chegada', children: formatarDataHora(m.atendimento.recepcionadoEm) },
              { key: 'pendencias', label: 'Pendências', children: <PendenciasTags pendencias={m.pendencias} /> },
            ]}
          />
          {!m.pronta && <Alert type="warning" showIcon title="Resolva as pendências antes de fechar a FAA." />}
          <div>
            <Typography.Title level={5}>Procedimentos a faturar</Typography.Title>
            <ProcedimentosTabela procedimentos={m.procedimentos} />
          </div>
        </Flex>
      )}
    </Drawer>
  );
}
