import { MENSAGENS_ENFERMAGEM, STATUS_ADMINISTRACAO_NOME, StatusAdministracao } from '@saude/shared';
import { Collapse, Divider, Empty, Flex, Form, Input, Radio, Tag, Typography } from 'antd';
import { formatarDataHora } from '../../../lib/dates';
import type { ItemPrescricao } from './enfermagem.api';

/** The form keeps each item's check under `checagem.item<id>` (a numeric key would become an array index). */
export const chaveDoItem = (id: number) => `item${id}`;
export const NAO_CHECADO = 0;

export interface Checagem {
  status?: number;
  lote?: string | null;
  observacao?: string | null;
}

const hora = (instante: string) => formatarDataHora(instante).slice(11);

function posologia(i: ItemPrescricao): string {
  const frequencia = i.seNecessario ? 'se necessário' : i.intervaloHoras ? `a cada ${i.intervaloHoras} h` : 'dose única';
  return [i.dose, i.via, frequencia].filter(Boolean).join(' · ');
}

/** Where the item stands: doses given of those prescribed, and when the next one is due. */
function Situacao({ i }: { i: ItemPrescricao }) {
  const doses = i.quantidadeDoses ? `${i.dosesAdministradas}/${i.quantidadeDoses} doses` : `${i.dosesAdministradas} dose(s)`;
  return (
    <Flex gap={4} wrap>
      <Tag>{doses}</Tag>
      {i.concluido && <Tag color="green">Concluído</Tag>}
      {!i.concluido && i.proximaDoseEm && (
        <Tag color={i.atrasado ? 'red' : 'blue'}>
          {i.atrasado ? `Atrasada desde ${hora(i.proximaDoseEm)}` : `Próxima dose às ${hora(i.proximaDoseEm)}`}
        </Tag>
      )}
      {!i.concluido && !i.proximaDoseEm && i.dosesAdministradas === 0 && !i.seNecessario && (
        <Tag color="orange">Primeira dose pendente</Tag>
      )}
    </Flex>
  );
}

function Historico({ i }: { i: ItemPrescricao }) {
  if (!i.administracoes.length) return null;
  return (
    <Collapse
      size="small"
      ghost
      items={[
        {
          key: 'h',
          label: `Histórico (${i.administracoes.length})`,
          children: (
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {i.administracoes.map((a) => (
                <li key={a.id}>
                  {formatarDataHora(a.administradoEm)} — {STATUS_ADMINISTRACAO_NOME[a.status]}
                  {a.lote ? ` · lote ${a.lote}` : ''}
                  {a.observacao ? ` · ${a.observacao}` : ''}
                  {a.profissional ? ` — ${a.profissional}` : ''}
                </li>
              ))}
            </ul>
          ),
        },
      ]}
    />
  );
}

/**
 * The active internal prescription as a checklist (issue 6 step 5): each item is left unchecked, given
 * (with the batch) or not given (with the reason, required). An item whose doses are complete cannot be
 * given again.
 */
export function PrescricaoChecklist({ itens }: { itens: ItemPrescricao[] }) {
  if (!itens.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Não há prescrição interna ativa." />;
  return (
    <div>
      {itens.map((i, n) => {
        const nome = ['checagem', chaveDoItem(i.id)];
        return (
          <section key={i.id} aria-label={i.descricao}>
            {n > 0 && <Divider style={{ margin: '12px 0' }} />}
            <Flex justify="space-between" wrap gap={8}>
              <div>
                <Typography.Text strong>{i.descricao}</Typography.Text>
                <div>
                  <Typography.Text type="secondary">
                    {posologia(i)}
                    {i.prescritor ? ` — prescrito por ${i.prescritor}` : ''}
                  </Typography.Text>
                </div>
                {i.observacao && <Typography.Text type="secondary">{i.observacao}</Typography.Text>}
              </div>
              <Situacao i={i} />
            </Flex>
            <Form.Item name={[...nome, 'status']} initialValue={NAO_CHECADO} style={{ margin: '8px 0' }}>
              <Radio.Group
                aria-label={`Checagem: ${i.descricao}`}
                optionType="button"
                options={[
                  { value: NAO_CHECADO, label: 'Não checado' },
                  { value: StatusAdministracao.ADMINISTRADO, label: 'Administrado', disabled: i.concluido },
                  { value: StatusAdministracao.NAO_ADMINISTRADO, label: 'Não administrado' },
                ]}
              />
            </Form.Item>
            <Form.Item noStyle shouldUpdate={(a, b) => a.checagem?.[chaveDoItem(i.id)]?.status !== b.checagem?.[chaveDoItem(i.id)]?.status}>
              {({ getFieldValue }) => {
                const status = getFieldValue([...nome, 'status']);
                if (status === StatusAdministracao.ADMINISTRADO)
                  return (
                    <Form.Item name={[...nome, 'lote']} label="Lote" style={{ maxWidth: 240 }}>
                      <Input maxLength={30} aria-label={`Lote: ${i.descricao}`} />
                    </Form.Item>
                  );
                if (status === StatusAdministracao.NAO_ADMINISTRADO)
                  return (
                    <Form.Item
                      name={[...nome, 'observacao']}
                      label="Motivo da não administração"
                      rules={[{ required: true, whitespace: true, message: MENSAGENS_ENFERMAGEM.motivoNaoAdministrado }]}
                    >
                      <Input maxLength={500} aria-label={`Motivo: ${i.descricao}`} />
                    </Form.Item>
                  );
                return null;
              }}
            </Form.Item>
            <Historico i={i} />
          </section>
        );
      })}
    </div>
  );
}
