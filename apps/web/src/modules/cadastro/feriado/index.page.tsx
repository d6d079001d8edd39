import { feriadoResource, feriadosNacionais } from '@saude/shared';
import { Card, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';
import { diaDaSemana, formatarData } from '../../../lib/dates';

/**
 * cadastro/feriado/index: the municipality's holidays (editable) and, read-only, the national
 * holidays of the chosen year, which are computed and the same everywhere.
 */
export default function FeriadoIndexPage() {
  const atual = new Date().getFullYear();
  const [ano, setAno] = useState(atual);
  const anos = Array.from({ length: 7 }, (_, i) => atual - 2 + i);
  return (
    <>
      <ResourceIndexPage
        resource={feriadoResource}
        subTitle="Feriados estaduais e municipais e pontos facultativos do município"
        render={{ data: (v: string, row) => (row.recorrente ? `${formatarData(v).slice(0, 5)} (todo ano)` : formatarData(v)) }}
      />
      <div className="sm-page">
        <Card
          title="Feriados nacionais"
          extra={
            <Select
              aria-label="Ano"
              value={ano}
              onChange={setAno}
              style={{ width: 110 }}
              options={anos.map((a) => ({ value: a, label: String(a) }))}
            />
          }
        >
          <Table
            rowKey="data"
            size="small"
            pagination={false}
            dataSource={feriadosNacionais(ano)}
            columns={[
              { title: 'Data', dataIndex: 'data', width: 120, render: (v: string) => formatarData(v) },
              { title: 'Dia da semana', dataIndex: 'data', key: 'semana', width: 160, render: diaDaSemana },
              { title: 'Descrição', dataIndex: 'descricao' },
              {
                title: 'Tipo',
                dataIndex: 'facultativo',
                width: 160,
                render: (v: boolean) => (v ? <Tag color="gold">Ponto facultativo</Tag> : <Tag color="blue">Feriado</Tag>),
              },
            ]}
          />
        </Card>
      </div>
    </>
  );
}
