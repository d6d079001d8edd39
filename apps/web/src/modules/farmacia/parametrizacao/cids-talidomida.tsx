import { Flex, Tag, Typography } from 'antd';
import DisabledContext from 'antd/es/config-provider/DisabledContext';
import { useContext, useState } from 'react';
import { Autocomplete } from '../../../components/fields/Autocomplete';

interface CidItem {
  id: string;
  codigo: string;
  descricao: string;
  label: string;
}

/**
 * The thalidomide indications of the settings (RDC 11/2011): the listed CID-10 codes as tags (with their names), and
 * the CID autocomplete to add one (codes already listed are left out of its answers).
 */
export function CidsTalidomida({
  value = [],
  onChange,
  descricoes,
  id,
}: {
  value?: string[];
  onChange?: (v: string[]) => void;
  /** The names of the codes the server sent with the settings. */
  descricoes: { codigo: string; descricao: string }[];
  id?: string;
}) {
  const desabilitado = useContext(DisabledContext);
  const [nomes, setNomes] = useState(() => new Map(descricoes.map((c) => [c.codigo, c.descricao])));
  return (
    <Flex vertical gap={8}>
      <Flex wrap gap={6} aria-label="CIDs permitidos" role="list">
        {value.length === 0 && <Typography.Text type="secondary">Nenhum CID na lista.</Typography.Text>}
        {value.map((codigo) => (
          <Tag
            key={codigo}
            role="listitem"
            closable={desabilitado ? false : { 'aria-label': `Remover ${codigo}` }}
            onClose={(e) => {
              e.preventDefault();
              onChange?.(value.filter((c) => c !== codigo));
            }}
            style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}
          >
            <strong>{codigo}</strong>
            {nomes.get(codigo) ? ` — ${nomes.get(codigo)}` : ''}
          </Tag>
        ))}
      </Flex>
      <div style={{ maxWidth: 560 }}>
        <Autocomplete<CidItem>
          id={id}
          url="/api/cid/autocomplete"
          label="Adicionar CID"
          placeholder="Adicionar CID: código ou descrição"
          optionLabel="label"
          excludeValue={value.map((c) => c.replace('.', ''))}
          value={null}
          onChange={(_, item) => {
            if (!item || value.includes(item.codigo)) return;
            setNomes((m) => new Map(m).set(item.codigo, item.descricao));
            onChange?.([...value, item.codigo]);
          }}
        />
      </div>
    </Flex>
  );
}
