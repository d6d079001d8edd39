import { DeleteOutlined } from '@ant-design/icons';
import { OrigemPermissaoNome } from '@saude/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { periodoApi } from './periodo.api';

/**
 * The materials a sector may ask for (material-permitido/{setor}), editable as a list; and what this warehouse has for
 * it today (estoque/{a}/{b}). A material not on the list can still be asked for: it waits for permission.
 */
export function MateriaisPermitidos({ setorId, almoxarifadoId, editavel }: { setorId: number; almoxarifadoId: number; editavel: boolean }) {
  const cliente = useQueryClient();
  const chave = ['almoxarifado', 'material-permitido', setorId];
  const lista = useQuery({ queryKey: chave, queryFn: () => periodoApi.materiais(setorId) });
  const estoque = useQuery({
    queryKey: ['almoxarifado', 'estoque-setor', almoxarifadoId, setorId],
    queryFn: () => periodoApi.estoque(almoxarifadoId, setorId),
  });
  const [novo, setNovo] = useState<number | null>(null);
  const gravar = useMutation({
    mutationFn: (ids: number[]) => periodoApi.definirMateriais(setorId, ids),
    onSuccess: (r) => {
      cliente.setQueryData(chave, r);
      void estoque.refetch();
      feedback.notification.success({ title: 'Sucesso', description: 'Materiais permitidos atualizados.' });
      setNovo(null);
    },
    onError: handleApiError,
  });
  const ids = (lista.data?.materiais ?? []).map((m) => m.id);
  return (
    <Flex gap={12} wrap>
      <Card size="small" title="Materiais que o setor pode pedir" style={{ flex: '1 1 420px' }}>
        {editavel && (
          <Flex gap={8} style={{ marginBottom: 8 }}>
            <Autocomplete
              url="/api/cadastro/material/autocomplete"
              label="Material a permitir"
              optionLabel="label"
              value={novo}
              onChange={(v) => setNovo(v as number | null)}
              style={{ flex: 1 }}
            />
            <Button
              disabled={!novo || ids.includes(novo)}
              loading={gravar.isPending}
              onClick={() => gravar.mutate([...ids, novo as number])}
            >
              Permitir
            </Button>
          </Flex>
        )}
        <Table
          size="small"
          rowKey="id"
          loading={lista.isLoading}
          dataSource={lista.data?.materiais ?? []}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          locale={{ emptyText: 'Nenhum material permitido: tudo o que o setor pedir aguardará permissão.' }}
          columns={[
            { title: 'Código', dataIndex: 'codigo', width: 100 },
            { title: 'Material', dataIndex: 'nome' },
            { title: 'Origem', dataIndex: 'origem', width: 170, render: (v: number) => OrigemPermissaoNome[v] },
            ...(editavel
              ? [
                  {
                    title: '',
                    key: 'acoes',
                    width: 50,
                    render: (_: unknown, m: { id: number; nome: string }) => (
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={`Retirar ${m.nome}`}
                        onClick={() => gravar.mutate(ids.filter((i) => i !== m.id))}
                      />
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Card>
      <Card size="small" title="Estoque deste almoxarifado para o setor" style={{ flex: '1 1 420px' }}>
        <Table
          size="small"
          rowKey="materialId"
          loading={estoque.isLoading}
          dataSource={estoque.data?.data ?? []}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          columns={[
            { title: 'Material', dataIndex: 'material' },
            { title: 'Disponível', dataIndex: 'disponivel', width: 100, align: 'right' },
            {
              title: 'Pode pedir',
              dataIndex: 'permitido',
              width: 150,
              render: (v: boolean) => (v ? <Tag color="green">Sim</Tag> : <Tag color="orange">Aguarda permissão</Tag>),
            },
          ]}
        />
        <Typography.Text type="secondary">Só lotes dentro da validade contam.</Typography.Text>
      </Card>
    </Flex>
  );
}
