import { EyeOutlined } from '@ant-design/icons';
import { Button, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { PageHeader } from '../../../components/PageHeader';
import { formatarDataHora } from '../../../lib/dates';
import { EmailSaidaModal } from './email-saida.modal';
import { COR_SITUACAO, type EmailSaida, situacao } from './email-saida.types';

/** Outbox of the municipality: what the system sent (or could not send) by e-mail. */
export default function EmailSaidaIndexPage() {
  const [aberto, setAberto] = useState<number | null>(null);
  const columns: ServerColumn<EmailSaida>[] = [
    { title: 'Data/Hora', dataIndex: 'createdAt', sorter: true, searchable: false, width: 160, render: (v: string) => formatarDataHora(v) },
    { title: 'Destinatário', dataIndex: 'destinatario', sorter: true },
    { title: 'Assunto', dataIndex: 'assunto', sorter: true },
    {
      title: 'Situação',
      key: 'situacao',
      width: 160,
      render: (_: unknown, e) => {
        const s = situacao(e);
        return (
          <Tooltip title={e.erro ?? undefined}>
            <Tag color={COR_SITUACAO[s]}>{s}</Tag>
          </Tooltip>
        );
      },
    },
    {
      title: 'Ações',
      key: 'acoes',
      width: 90,
      align: 'center',
      render: (_: unknown, e) => (
        <Tooltip title="Visualizar">
          <Button type="text" icon={<EyeOutlined />} aria-label={`Visualizar e-mail: ${e.assunto}`} onClick={() => setAberto(e.id)} />
        </Tooltip>
      ),
    },
  ];
  const table = useServerTable<EmailSaida>({
    endpoint: '/api/administracao/email-saida/datatable',
    columns,
    defaultSort: { field: 'createdAt', dir: 'desc' },
  });

  return (
    <div className="sm-page">
      <PageHeader title="Caixa de saída de e-mails" subTitle="Mensagens enviadas pelo sistema em nome do município." />
      <ServerTable table={table} searchPlaceholder="Pesquisar destinatário ou assunto" />
      <EmailSaidaModal id={aberto} onClose={() => setAberto(null)} />
    </div>
  );
}
