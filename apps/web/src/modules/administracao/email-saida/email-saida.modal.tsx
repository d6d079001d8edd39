import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Modal, Skeleton, Tag } from 'antd';
import { api } from '../../../lib/api';
import { formatarDataHora } from '../../../lib/dates';
import { COR_SITUACAO, type EmailSaidaDetalhe, situacao } from './email-saida.types';

/** One outgoing e-mail as it was (or will be) sent; the body is plain text. */
export function EmailSaidaModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const query = useQuery({
    queryKey: ['administracao', 'email-saida', id],
    queryFn: () => api.get<EmailSaidaDetalhe>(`/api/administracao/email-saida/${id}`),
    enabled: id !== null,
  });
  const email = query.data;
  return (
    <Modal open={id !== null} title="E-mail" onCancel={onClose} footer={null} width={760} destroyOnHidden>
      {query.isLoading || !email ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <>
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              { key: 'data', label: 'Data/Hora', children: formatarDataHora(email.createdAt) },
              { key: 'para', label: 'Destinatário', children: email.destinatario },
              { key: 'assunto', label: 'Assunto', children: email.assunto },
              {
                key: 'situacao',
                label: 'Situação',
                children: (
                  <>
                    <Tag color={COR_SITUACAO[situacao(email)]}>{situacao(email)}</Tag>
                    {email.enviadoEm && `em ${formatarDataHora(email.enviadoEm)}`}
                  </>
                ),
              },
            ]}
          />
          {email.erro && <Alert type="error" showIcon title="Falha no envio" description={email.erro} style={{ marginTop: 12 }} />}
          <section aria-label="Corpo do e-mail" style={{ marginTop: 12 }}>
            <pre className="sm-pre">{email.corpo}</pre>
          </section>
        </>
      )}
    </Modal>
  );
}
