import { EditOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { PageHeader } from '../../../components/PageHeader';
import { formatarDataHora } from '../../../lib/dates';
import { handleApiError } from '../../../lib/errors';
import { type LinhaLaudoAssinado, laudoImagemApi } from './laudo.api';

/**
 * exame-imagem/alteracao-resultado-lancamento (index and create, issue 22): the signed reports, searchable, and the
 * search by exam number; either opens the new version of the report (edit/{id}).
 */
export default function AlteracaoLaudoIndexPage() {
  const navigate = useNavigate();
  const [numero, setNumero] = useState('');
  const abrir = (id: number) => navigate(`/exame-imagem/alteracao-resultado-lancamento/edit/${id}`);
  const columns: ServerColumn<LinhaLaudoAssinado>[] = [
    {
      title: 'Assinado em',
      dataIndex: 'assinadoEm',
      sorter: true,
      searchable: false,
      width: 150,
      render: (v: string | null) => formatarDataHora(v),
    },
    { title: 'Nº', dataIndex: 'numero', width: 120 },
    { title: 'Paciente', dataIndex: 'paciente', sorter: true },
    { title: 'Exame', dataIndex: 'exame', sorter: true },
    { title: 'Versão', dataIndex: 'versao', searchable: false, width: 80 },
    { title: 'Assinado por', dataIndex: 'assinadoPor', searchable: false, width: 220 },
    {
      title: 'Ações',
      dataIndex: 'id',
      searchable: false,
      width: 110,
      render: (id: number) => (
        <Button size="small" icon={<EditOutlined />} onClick={() => abrir(id)}>
          Alterar
        </Button>
      ),
    },
  ];
  const table = useServerTable<LinhaLaudoAssinado>({
    endpoint: `${laudoImagemApi.alteracao}/datatable`,
    columns,
    defaultSort: { field: 'assinadoEm', dir: 'desc' },
  });
  const buscar = async (v: string) => {
    const n = v.replace(/\D/g, '');
    if (!n) return;
    try {
      abrir((await laudoImagemApi.buscar(n)).id);
    } catch (e) {
      handleApiError(e);
    }
  };
  return (
    <div className="sm-page">
      <PageHeader
        title="Alteração de laudo assinado"
        subTitle="A alteração grava uma nova versão, com o motivo; a anterior fica no histórico."
        extra={
          <Input.Search
            aria-label="Número do exame"
            placeholder="Nº do exame"
            style={{ width: 260 }}
            value={numero}
            onChange={(e) => setNumero(e.target.value)}
            onSearch={(v) => void buscar(v)}
            enterButton="Abrir"
          />
        }
      />
      <ServerTable<LinhaLaudoAssinado> table={table} searchPlaceholder="Paciente, exame ou nº" />
    </div>
  );
}
