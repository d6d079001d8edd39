import type {
  comparacaoCadastrosSchema,
  historicoUnificacaoSchema,
  Resposta,
  resultadoUnificacaoSchema,
  UnificacaoHistorico,
} from '@saude/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Descriptions, Empty, Flex, Radio, Row, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { confirmDialog } from '../../../components/confirm';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { PageHeader } from '../../../components/PageHeader';
import { api } from '../../../lib/api';
import { formatarData, formatarDataHora } from '../../../lib/dates';
import { feedback } from '../../../lib/feedback';

const base = '/api/cadastro/unificacao-usuario-paciente';
const cpfFmt = (v: string | null) => (v ? v.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4') : '—');
const cnsFmt = (v: string | null) => (v ? v.replace(/^(\d{3})(\d{4})(\d{4})(\d{4})$/, '$1 $2 $3 $4') : '—');

/**
 * cadastro/unificacao-usuario-paciente/index: pick two or more records of the same person, compare
 * them side by side, choose the one that stays and merge (irreversible). Below, the past merges.
 * `?paciente={id}` opens with that record already in the comparison.
 */
export default function UnificacaoPage() {
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  /** The list that sent the user here, for "Voltar". */
  const lista = (useLocation().state as { lista?: string } | null)?.lista;
  // ?paciente={id}: a record preselected by the screen that sent the user here (the emergency care's regularisation)
  const [ids, setIds] = useState<number[]>(() => {
    const preselecionado = Number(params.get('paciente'));
    return Number.isInteger(preselecionado) && preselecionado > 0 ? [preselecionado] : [];
  });
  const [busca, setBusca] = useState<number | null>(null);
  const [manterId, setManterId] = useState<number | null>(null);

  const comparacao = useQuery({
    queryKey: ['unificacao-comparar', ids],
    queryFn: () => api.get<Resposta<typeof comparacaoCadastrosSchema>>(`${base}/comparar`, { query: { ids: ids.join(',') } }),
    enabled: ids.length > 0,
  });
  const historico = useQuery({
    queryKey: ['unificacao-historico'],
    queryFn: () => api.get<Resposta<typeof historicoUnificacaoSchema>>(`${base}/historico`),
  });
  const unificar = useMutation({
    mutationFn: (corpo: { manterId: number; unificarIds: number[] }) => api.post<Resposta<typeof resultadoUnificacaoSchema>>(base, corpo),
  });

  const cadastros = comparacao.data?.data ?? [];
  const manter = cadastros.find((c) => c.id === manterId);
  const outros = cadastros.filter((c) => c.id !== manterId);

  const confirmar = () => {
    if (!manter) return;
    confirmDialog({
      title: 'Unificar cadastros',
      danger: true,
      okText: 'Unificar',
      cancelText: 'Cancelar',
      content: (
        <>
          <p>
            Os cadastros {outros.map((c) => `${c.nome} (nº ${c.id})`).join(', ')} serão unificados em{' '}
            <strong>
              {manter.nome} (nº {manter.id})
            </strong>
            . Todos os registros ligados a eles passarão para o cadastro que permanece, e eles ficarão bloqueados.
          </p>
          <p>
            <strong>Esta operação não pode ser desfeita.</strong> Deseja continuar?
          </p>
        </>
      ),
      onConfirm: async () => {
        await unificar.mutateAsync({ manterId: manter.id, unificarIds: outros.map((c) => c.id) });
        feedback.notification.success({ title: 'Sucesso', description: 'Cadastros unificados com sucesso!' });
        setIds([]);
        setManterId(null);
        await queryClient.invalidateQueries({ queryKey: ['unificacao-historico'] });
      },
    });
  };

  const adicionar = () => {
    if (busca !== null && !ids.includes(busca)) setIds([...ids, busca]);
    setBusca(null);
  };
  const retirar = (id: number) => {
    setIds(ids.filter((i) => i !== id));
    if (manterId === id) setManterId(null);
  };

  return (
    <>
      <PageHeader
        title="Unificação de cadastros de pacientes"
        extra={lista ? <Button onClick={() => navigate(lista)}>Voltar</Button> : undefined}
      />
      <Flex vertical gap={16}>
        <Card title="Cadastros a comparar">
          <Flex gap={8} align="center" wrap>
            <div style={{ flex: 1, minWidth: 280, maxWidth: 520 }}>
              <Autocomplete<{ id: number; label: string }>
                url="/api/cadastro/paciente/autocomplete"
                label="Paciente"
                optionLabel="label"
                value={busca}
                onChange={(v) => setBusca(v === null ? null : Number(v))}
                style={{ width: '100%' }}
              />
            </div>
            <Button onClick={adicionar} disabled={busca === null}>
              Adicionar à comparação
            </Button>
          </Flex>
          {ids.length === 1 && <Alert style={{ marginTop: 16 }} type="info" title="Adicione ao menos mais um cadastro da mesma pessoa." />}
        </Card>

        {cadastros.length > 0 && (
          <Card title="Escolha o cadastro que permanece">
            <Radio.Group value={manterId} onChange={(e) => setManterId(e.target.value)} style={{ width: '100%' }}>
              <Row gutter={[16, 16]}>
                {cadastros.map((c) => (
                  <Col key={c.id} xs={24} md={12} xl={8}>
                    <Card
                      size="small"
                      title={
                        <Radio value={c.id} disabled={Boolean(c.unificadoEmId)}>
                          Manter nº {c.id}
                        </Radio>
                      }
                      extra={
                        <Button size="small" type="link" onClick={() => retirar(c.id)}>
                          Retirar
                        </Button>
                      }
                      styles={{ body: { padding: 8 } }}
                    >
                      <Descriptions size="small" column={1}>
                        <Descriptions.Item label="Nome">{c.nome}</Descriptions.Item>
                        <Descriptions.Item label="Nome social">{c.nomeSocial ?? '—'}</Descriptions.Item>
                        <Descriptions.Item label="CPF">{cpfFmt(c.cpf)}</Descriptions.Item>
                        <Descriptions.Item label="CNS">{cnsFmt(c.cns)}</Descriptions.Item>
                        <Descriptions.Item label="Nascimento">{formatarData(c.dataNascimento) || '—'}</Descriptions.Item>
                        <Descriptions.Item label="Mãe">{c.nomeMae ?? '—'}</Descriptions.Item>
                        <Descriptions.Item label="Endereço">{c.endereco ?? '—'}</Descriptions.Item>
                        <Descriptions.Item label="Usuário do sistema">{c.usuarioLogin ?? '—'}</Descriptions.Item>
                        <Descriptions.Item label="Situação">
                          {c.unificadoEmId ? (
                            <Tag color="red">Já unificado ao nº {c.unificadoEmId}</Tag>
                          ) : c.bloqueado ? (
                            <Tag>Bloqueado</Tag>
                          ) : (
                            <Tag color="green">Ativo</Tag>
                          )}
                          {c.provisorio && <Tag color="orange">Provisório</Tag>}
                        </Descriptions.Item>
                        <Descriptions.Item label="Registros ligados">
                          {c.referencias.length ? c.referencias.map((r) => `${r.rotulo}: ${r.quantidade}`).join('; ') : 'nenhum'}
                        </Descriptions.Item>
                      </Descriptions>
                    </Card>
                  </Col>
                ))}
              </Row>
            </Radio.Group>
            <Flex justify="end" style={{ marginTop: 16 }}>
              <Button type="primary" danger disabled={!manter || outros.length === 0} onClick={confirmar}>
                Unificar cadastros
              </Button>
            </Flex>
          </Card>
        )}

        <Card title="Unificações realizadas">
          <Table<UnificacaoHistorico>
            size="small"
            rowKey="id"
            loading={historico.isPending}
            dataSource={historico.data?.data ?? []}
            locale={{ emptyText: <Empty description="Nenhuma unificação realizada." /> }}
            pagination={{ pageSize: 10 }}
            columns={[
              { title: 'Data', dataIndex: 'momento', width: 160, render: (v: string) => formatarDataHora(v) },
              { title: 'Cadastro mantido', key: 'mantido', render: (_, u) => `${u.mantido.nome} (nº ${u.mantido.id})` },
              {
                title: 'Cadastros unificados',
                key: 'unificados',
                render: (_, u) => u.unificados.map((c) => `${c.nome} (nº ${c.id})`).join(', '),
              },
              { title: 'Registros movidos', dataIndex: 'referenciasMovidas', width: 150 },
              { title: 'Usuário', dataIndex: 'usuarioNome', render: (v: string | null) => v ?? '—' },
            ]}
          />
          <Typography.Text type="secondary">Cada unificação fica também na trilha de auditoria (ação UNIFICACAO).</Typography.Text>
        </Card>
      </Flex>
    </>
  );
}
