import { HistoryOutlined, PlusOutlined } from '@ant-design/icons';
import { TipoReceita } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Modal, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { TagSituacaoDocumento } from '../../../components/estoque';
import { formatarData } from '../../../lib/dates';
import { type DispensacaoForm, dispensacaoApi, type ItemParaDispensar, type ReceitaParaDispensar } from './dispensacao.api';

const COR_DO_TIPO: Record<number, string> = {
  [TipoReceita.ESPECIAL]: 'purple',
  [TipoReceita.AZUL]: 'blue',
  [TipoReceita.AMARELA]: 'gold',
};

/** Every dispensing of one prescription (receita-historico), newest first. */
function HistoricoDaReceita({ receita, fechar }: { receita: ReceitaParaDispensar | null; fechar: () => void }) {
  const q = useQuery({
    queryKey: ['farmacia', 'dispensacao', 'receita-historico', receita?.origem, receita?.id],
    queryFn: () => dispensacaoApi.receitaHistorico(receita?.origem as string, receita?.id as number),
    enabled: !!receita,
  });
  return (
    <Modal open={!!receita} title="Dispensações desta receita" footer={null} onCancel={fechar} width={640}>
      {q.isLoading ? (
        <Typography.Text type="secondary">Carregando…</Typography.Text>
      ) : !q.data?.data.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nada foi dispensado desta receita ainda." />
      ) : (
        <Flex vertical gap={8}>
          {q.data.data.map((d) => (
            <Space key={d.dispensacaoReceitaId} orientation="vertical" size={0}>
              <Space>
                <Typography.Text strong>{formatarData(d.data)}</Typography.Text>
                <TagSituacaoDocumento situacao={d.situacao} />
                <Typography.Text type="secondary">
                  {d.centroCusto} · {d.usuario ?? '—'}
                </Typography.Text>
              </Space>
              {d.itens.map((i) => (
                <Typography.Text key={`${i.material}-${i.quantidade}`}>
                  {i.material}: {i.quantidade}
                  {i.proximaRetirada && ` (próxima retirada ${formatarData(i.proximaRetirada)})`}
                </Typography.Text>
              ))}
            </Space>
          ))}
        </Flex>
      )}
    </Modal>
  );
}

/**
 * The patient's prescriptions to dispense from (spec 000 §2.3 create/{pacienteId}): written in the product, typed in,
 * or an authorised CEAF process; each item with what was prescribed, dispensed and what remains. "Adicionar" puts
 * it on the right; a retained controlled prescription or an item with nothing left cannot be added.
 */
export function ReceitasPaciente({
  form,
  escolhidos,
  adicionar,
}: {
  form: DispensacaoForm;
  /** `origem:receitaId:itemId` of the lines already on the right. */
  escolhidos: ReadonlySet<string>;
  adicionar: (receita: ReceitaParaDispensar, item: ItemParaDispensar) => void;
}) {
  const [historico, setHistorico] = useState<ReceitaParaDispensar | null>(null);
  if (!form.receitas.length)
    return (
      <Card size="small" title="Receitas do paciente">
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={`Nenhuma receita dos últimos ${form.parametros.validadeReceitaComumDias} dias. Use "Receita externa" para digitar uma receita de fora.`}
        />
      </Card>
    );
  return (
    <Flex vertical gap={8} aria-label="Receitas do paciente">
      {form.receitas.map((r) => (
        <Card
          key={`${r.origem}:${r.id}`}
          size="small"
          title={
            <Space size={4} wrap>
              <Tag color={r.competencia ? 'green' : COR_DO_TIPO[r.tipo]}>{r.tipoNome}</Tag>
              <Typography.Text>{formatarData(r.dataEmissao)}</Typography.Text>
              {r.retidaEm && <Tag color="red">Retida em {formatarData(r.retidaEm)}</Tag>}
              {r.validaAte && !r.retidaEm && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  válida até {formatarData(r.validaAte)}
                </Typography.Text>
              )}
            </Space>
          }
          extra={
            <Tooltip title="Dispensações desta receita">
              <Button
                size="small"
                type="text"
                icon={<HistoryOutlined />}
                aria-label={`Histórico da receita de ${formatarData(r.dataEmissao)}`}
                onClick={() => setHistorico(r)}
              />
            </Tooltip>
          }
          styles={{ body: { padding: '4px 12px' } }}
        >
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {r.origemNome}
            {r.unidade && ` · ${r.unidade}`} · {r.prescritorNome}
            {r.prescritorConselho && ` (${r.prescritorConselho})`}
            {r.numeroNotificacao && ` · nº ${r.numeroNotificacao}`}
          </Typography.Text>
          {r.itens.map((i) => {
            const chave = `${r.origem}:${r.id}:${i.id}`;
            const bloqueado = !!r.retidaEm || i.restante === 0 || escolhidos.has(chave);
            return (
              <Flex key={chave} justify="space-between" align="center" gap={8} style={{ padding: '4px 0' }}>
                <Space orientation="vertical" size={0}>
                  <Typography.Text>
                    {i.material ?? i.descricao} {i.lista && <Tag color="purple">{i.lista}</Tag>}
                    {i.usoContinuo && <Tag>Uso contínuo</Tag>}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {i.quantidade} · {i.posologia} · dispensado {i.dispensado}
                    {i.restante !== null && ` · restam ${i.restante}`}
                  </Typography.Text>
                </Space>
                <Button
                  size="small"
                  icon={<PlusOutlined />}
                  disabled={bloqueado}
                  aria-label={`Dispensar ${i.material ?? i.descricao}`}
                  onClick={() => adicionar(r, i)}
                >
                  Dispensar
                </Button>
              </Flex>
            );
          })}
        </Card>
      ))}
      <HistoricoDaReceita receita={historico} fechar={() => setHistorico(null)} />
    </Flex>
  );
}
