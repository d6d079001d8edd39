import { DeleteOutlined, EditOutlined, LockOutlined, PlusOutlined, UnlockOutlined } from '@ant-design/icons';
import { DIAS_SEMANA_TRANSPORTE, TIPOS_VEICULO, tpJornadaResource } from '@saude/shared';
import { Button, Checkbox, Col, Form, Input, Row, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { confirmDialog } from '../../../components/confirm';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { AcaoLinha } from '../../../components/crud/ResourceIndexPage';
import { campo } from '../../../components/crud/resource-form';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { Autocomplete, TimeInput } from '../../../components/fields';
import { PageHeader } from '../../../components/PageHeader';
import { api } from '../../../lib/api';
import { feedback } from '../../../lib/feedback';
import { paginaEditar } from './editar';

const R = tpJornadaResource;
type Item = { id: number; label: string };
type Linha = { id: number; nome: string; bloqueado: boolean } & Record<string, unknown>;

/**
 * transporte-paciente/jornada/list: the recurring trips. Beyond the row actions, several can be selected and deleted
 * together (POST jornada/delete: all or none — a trip with bookings is kept and the list says which).
 */
export function Lista() {
  const navigate = useNavigate();
  const location = useLocation();
  const lista = `${location.pathname}${location.search}`;
  const pode = {
    cadastrar: usePermission(R.permissoes.cadastrar),
    editar: usePermission(R.permissoes.editar),
    excluir: usePermission(R.permissoes.excluir),
    bloquear: usePermission(R.permissoes.bloquear),
  };
  const [selecionadas, setSelecionadas] = useState<number[]>([]);
  const columns: ServerColumn<Linha>[] = R.columns.map((c) => ({
    title: c.title,
    dataIndex: c.data,
    sorter: !!c.sortable,
    width: c.width,
    render: c.data === 'bloqueado' ? (v: boolean) => <Tag color={v ? 'red' : 'green'}>{v ? 'Bloqueado' : 'Ativo'}</Tag> : undefined,
  }));
  const recarregar = async (mensagem: string) => {
    feedback.notification.success({ title: 'Sucesso', description: mensagem });
    await table.query.refetch();
  };
  if (pode.editar || pode.bloquear) {
    columns.push({
      title: 'Ações',
      key: 'acoes',
      width: 100,
      align: 'center',
      render: (_: unknown, row: Linha) => (
        <Space size={0}>
          {pode.editar && (
            <AcaoLinha
              titulo="Editar"
              icone={<EditOutlined />}
              nome={row.nome}
              onClick={() => navigate(`${R.path}/edit/${row.id}`, { state: { lista } })}
            />
          )}
          {pode.bloquear && (
            <AcaoLinha
              titulo={row.bloqueado ? 'Desbloquear' : 'Bloquear'}
              icone={row.bloqueado ? <UnlockOutlined /> : <LockOutlined />}
              nome={row.nome}
              onClick={() =>
                confirmDialog({
                  content: `Deseja realmente ${row.bloqueado ? 'desbloquear' : 'bloquear'} o item selecionado?`,
                  onConfirm: async () => {
                    await api.put(`${R.apiPath}/${row.bloqueado ? 'desbloquear' : 'bloquear'}/${row.id}`);
                    await recarregar(row.bloqueado ? 'Registro desbloqueado.' : 'Registro bloqueado.');
                  },
                })
              }
            />
          )}
        </Space>
      ),
    });
  }
  const table = useServerTable<Linha>({ endpoint: `${R.apiPath}/datatable`, columns, defaultSort: { field: 'nome', dir: 'asc' } });
  const excluirSelecionadas = () =>
    confirmDialog({
      title: 'Confirmação de exclusão',
      content:
        selecionadas.length === 1
          ? 'Deseja realmente excluir o item selecionado?'
          : `Deseja realmente excluir os ${selecionadas.length} itens selecionados?`,
      danger: true,
      onConfirm: async () => {
        await api.post(`${R.apiPath}/delete`, { ids: selecionadas });
        setSelecionadas([]);
        await recarregar(selecionadas.length === 1 ? 'Registro excluído.' : 'Registros excluídos.');
      },
    });

  return (
    <div className="sm-page">
      <PageHeader
        title={R.nomePlural}
        subTitle="Dias da semana, horário de saída, destino e tipo de veículo de cada viagem que se repete."
        extra={
          pode.cadastrar && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`${R.path}/create`, { state: { lista } })}>
              Novo
            </Button>
          )
        }
      />
      <ServerTable
        table={table}
        searchPlaceholder="Pesquisar viagens recorrentes"
        rowSelection={
          pode.excluir
            ? {
                selectedRowKeys: selecionadas,
                onChange: (chaves) => setSelecionadas(chaves.map(Number)),
                getCheckboxProps: (row: Linha) => ({ 'aria-label': `Selecionar ${row.nome}` }),
              }
            : undefined
        }
        toolbar={
          pode.excluir && (
            <Button danger icon={<DeleteOutlined />} disabled={!selecionadas.length} onClick={excluirSelecionadas}>
              Excluir selecionadas{selecionadas.length ? ` (${selecionadas.length})` : ''}
            </Button>
          )
        }
      />
    </div>
  );
}

function JornadaForm({ id }: { id?: number }) {
  const it = (model: Record<string, unknown> | undefined, k: string) => (model?.[k] as Item | null) ?? null;
  return (
    <ResourceFormPage resource={R} id={id}>
      {({ model }) => (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="Nome" {...campo(R, 'nome')} extra="Ex.: “Recife — manhã (van)”.">
              <Input aria-label="Nome" maxLength={120} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Destino" {...campo(R, 'destinoId')}>
              <Autocomplete<Item>
                url="/api/transporte-paciente/destino/autocomplete"
                label="Destino"
                optionLabel="label"
                itemInicial={it(model, 'destino')}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Dias da semana" {...campo(R, 'diasSemana')}>
              <Checkbox.Group
                aria-label="Dias da semana"
                options={DIAS_SEMANA_TRANSPORTE.map((d) => ({ value: d.value, label: d.label }))}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item label="Horário de saída" {...campo(R, 'horarioSaida')}>
              <TimeInput aria-label="Horário de saída" />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item label="Tipo de veículo" {...campo(R, 'tipoVeiculo')}>
              <Select aria-label="Tipo de veículo" options={TIPOS_VEICULO.map((t) => ({ value: t.value, label: t.label }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Veículo habitual" {...campo(R, 'veiculoId')}>
              <Autocomplete<Item>
                url="/api/transporte-paciente/veiculo/autocomplete"
                label="Veículo habitual"
                optionLabel="label"
                allowClear
                itemInicial={it(model, 'veiculo')}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Condutor habitual" {...campo(R, 'condutorId')}>
              <Autocomplete<Item>
                url="/api/transporte-paciente/condutor/autocomplete"
                label="Condutor habitual"
                optionLabel="label"
                allowClear
                itemInicial={it(model, 'condutor')}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Ponto de embarque" {...campo(R, 'pontoId')}>
              <Autocomplete<Item>
                url="/api/transporte-paciente/ponto/autocomplete"
                label="Ponto de embarque"
                optionLabel="label"
                allowClear
                itemInicial={it(model, 'ponto')}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Grupo" {...campo(R, 'grupoId')}>
              <Autocomplete<Item>
                url="/api/transporte-paciente/grupo/autocomplete"
                label="Grupo"
                optionLabel="label"
                allowClear
                itemInicial={it(model, 'grupo')}
              />
            </Form.Item>
          </Col>
        </Row>
      )}
    </ResourceFormPage>
  );
}

export const Criar = () => <JornadaForm />;
export const Editar = paginaEditar(JornadaForm);
