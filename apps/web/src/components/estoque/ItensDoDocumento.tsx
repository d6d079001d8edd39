import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { mensagens } from '@saude/shared';
import { Button, Form, type FormListFieldData, InputNumber, Table, type TableColumnsType, type TableProps } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { Autocomplete } from '../fields/Autocomplete';

/** A column of the lines' table: each row is a Form.List field, so a 422 on `itens.N.campo` lands on its cell. */
export type ColunaItem = TableColumnsType<FormListFieldData>[number];

/** "Quantidade do item 2": every field of a line is named by its column and line number (tests and users find it so). */
export const rotuloDoItem = (titulo: string, nome: number) => `${titulo} do item ${nome + 1}`;

/** A column holding one field of each line; `controle` gets the field's accessible name. */
export function colunaDoItem({
  campo,
  titulo,
  largura,
  obrigatorio = true,
  controle,
}: {
  campo: string;
  titulo: string;
  largura?: number;
  obrigatorio?: boolean;
  controle: (rotulo: string) => ReactNode;
}): ColunaItem {
  return {
    title: titulo,
    key: campo,
    width: largura,
    render: (_, c) => (
      <Form.Item
        name={[c.name, campo]}
        rules={obrigatorio ? [{ required: true, message: mensagens.obrigatorio(titulo) }] : undefined}
        style={{ margin: 0 }}
      >
        {controle(rotuloDoItem(titulo, c.name))}
      </Form.Item>
    ),
  };
}

/** The material of a line, picked on the registry's autocomplete. */
export const colunaMaterial = ({ largura, estilo }: { largura?: number; estilo?: CSSProperties } = {}) =>
  colunaDoItem({
    campo: 'materialId',
    titulo: 'Material',
    largura,
    controle: (rotulo) => <Autocomplete url="/api/cadastro/material/autocomplete" label={rotulo} optionLabel="label" style={estilo} />,
  });

/** A whole quantity in the smallest unit (stock quantities are integers, architecture §5). */
export const colunaQuantidade = (largura = 120) =>
  colunaDoItem({
    campo: 'quantidade',
    titulo: 'Quantidade',
    largura,
    controle: (rotulo) => <InputNumber aria-label={rotulo} min={1} precision={0} style={{ width: '100%' }} />,
  });

/**
 * The lines of a stock document (`itens` of the form) as a table the clerk adds to and removes from. The screen
 * gives its columns; the removal column and the "Adicionar item" button are the same everywhere.
 */
export function ItensDoDocumento({
  colunas,
  scroll,
  locale,
  adicionar = true,
}: {
  colunas: ColunaItem[];
  scroll?: TableProps['scroll'];
  locale?: TableProps['locale'];
  /** Whether the clerk adds blank lines (false: the screen adds them from elsewhere, e.g. the pharmacy's prescriptions). */
  adicionar?: boolean;
}) {
  return (
    <Form.List name="itens">
      {(campos, { add, remove }) => (
        <>
          <Table
            size="small"
            rowKey="key"
            pagination={false}
            dataSource={campos}
            scroll={scroll}
            locale={locale}
            columns={[
              ...colunas,
              {
                title: '',
                key: 'acoes',
                width: 50,
                render: (_, c) => (
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`Remover item ${c.name + 1}`}
                    onClick={() => remove(c.name)}
                  />
                ),
              },
            ]}
          />
          {adicionar && (
            <Button icon={<PlusOutlined />} style={{ marginTop: 8 }} onClick={() => add({})}>
              Adicionar item
            </Button>
          )}
        </>
      )}
    </Form.List>
  );
}
