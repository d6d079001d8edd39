import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, type FormInstance, InputNumber, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Autocomplete } from '../fields/Autocomplete';
/** A frequent procedure offered in one click. */
export interface ProcedimentoSugerido {
  codigo: string;
  nome: string;
  quantidadeMaxima?: number | null;
}

export interface LinhaProcedimento {
  procedimentoCodigo: string;
  nome: string;
  quantidadeMaxima: number | null;
  quantidade: number;
}

interface ItemSigtap {
  codigo: string;
  nome: string;
  label: string;
}

/** A code as SIGTAP prints it: 03.01.10.019-5. */
export const codigoSigtap = (c: string) => c.replace(/^(\d{2})(\d{2})(\d{2})(\d{3})(\d)$/, '$1.$2.$3.$4-$5');

/**
 * The SIGTAP procedures done in this attendance: one click on a suggestion of the emergency nursing, or
 * any other procedure searched by code or name (spec 000 §9 autocomplete); each once, with its quantity.
 */
export function ProcedimentosField({ form, sugeridos }: { form: FormInstance; sugeridos: ProcedimentoSugerido[] }) {
  const [busca, setBusca] = useState(0);
  // preserve: the name and the maximum ride along in the list without a field of their own
  const linhas: LinhaProcedimento[] = Form.useWatch('procedimentos', { form, preserve: true }) ?? [];
  const escolhidos = new Set(linhas.map((l) => l.procedimentoCodigo));
  return (
    <Form.List name="procedimentos">
      {(campos, { add, remove }) => {
        const incluir = (p: { codigo: string; nome: string; quantidadeMaxima?: number | null }) => {
          if (escolhidos.has(p.codigo)) return;
          add({ procedimentoCodigo: p.codigo, nome: p.nome, quantidadeMaxima: p.quantidadeMaxima ?? null, quantidade: 1 });
        };
        return (
          <>
            <Flex gap={6} wrap style={{ marginBottom: 12 }} role="group" aria-label="Procedimentos frequentes">
              {sugeridos.map((s) => (
                <Tag.CheckableTag
                  key={s.codigo}
                  checked={escolhidos.has(s.codigo)}
                  onChange={(marcar) => {
                    if (marcar) incluir(s);
                    else remove(linhas.findIndex((l) => l.procedimentoCodigo === s.codigo));
                  }}
                >
                  {s.nome.charAt(0) + s.nome.slice(1).toLowerCase()}
                </Tag.CheckableTag>
              ))}
            </Flex>
            <div style={{ maxWidth: 560, marginBottom: 12 }}>
              <Autocomplete<ItemSigtap>
                // a new key clears the field after each pick
                key={busca}
                url="/api/sigtap/servico/autocomplete"
                label="Outro procedimento SIGTAP"
                optionLabel="label"
                optionValue="codigo"
                onChange={(_, item) => {
                  if (!item) return;
                  incluir(item);
                  setBusca((n) => n + 1);
                }}
              />
            </div>
            {campos.map((campo) => {
              const linha = linhas[campo.name];
              if (!linha) return null;
              return (
                <Flex key={campo.key} gap={12} align="baseline" wrap>
                  <Typography.Text style={{ flex: 1, minWidth: 240 }}>
                    {codigoSigtap(linha.procedimentoCodigo)} — {linha.nome}
                  </Typography.Text>
                  <Form.Item
                    name={[campo.name, 'quantidade']}
                    label="Quantidade"
                    rules={[
                      {
                        required: true,
                        type: 'integer',
                        min: 1,
                        max: linha.quantidadeMaxima ?? 999,
                        message: `Informe de 1 a ${linha.quantidadeMaxima ?? 999}`,
                      },
                    ]}
                  >
                    <InputNumber min={1} precision={0} aria-label={`Quantidade: ${linha.nome}`} style={{ width: 90 }} />
                  </Form.Item>
                  <Form.Item name={[campo.name, 'procedimentoCodigo']} hidden>
                    <input />
                  </Form.Item>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`Remover: ${linha.nome}`}
                    onClick={() => remove(campo.name)}
                  />
                </Flex>
              );
            })}
            {!campos.length && (
              <Typography.Text type="secondary">
                <PlusOutlined /> Escolha um procedimento frequente ou pesquise outro.
              </Typography.Text>
            )}
          </>
        );
      }}
    </Form.List>
  );
}
