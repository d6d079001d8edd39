import { Tabs, type TabsProps } from 'antd';
import { useState } from 'react';

type AntTab = NonNullable<TabsProps['items']>[number];

export interface ValidatedTab extends AntTab {
  /**
   * Runs before leaving this tab; rejecting, throwing or returning false keeps the user here
   * (e.g. `() => form.validateFields(['nome', 'cpf'])`, which rejects and marks the fields).
   */
  validar?: () => unknown;
}

export interface ValidatedTabsProps extends Omit<TabsProps, 'items' | 'onChange' | 'activeKey'> {
  items: ValidatedTab[];
  activeKey?: string;
  /** Called only after the tab being left validated. */
  onChange?: (key: string) => void;
}

/** Passes when `validar` resolves to anything but false. */
async function passa(validar: ValidatedTab['validar']): Promise<boolean> {
  if (!validar) return true;
  try {
    return (await validar()) !== false;
  } catch {
    return false;
  }
}

/**
 * Tabs that validate the current tab before leaving it (spec 000 §2.7). Panels are rendered up
 * front and kept, so a form spanning the tabs has every field registered when it is submitted.
 */
export function ValidatedTabs({ items, activeKey, defaultActiveKey, onChange, ...rest }: ValidatedTabsProps) {
  const [interna, setInterna] = useState(defaultActiveKey ?? items[0]?.key);
  const atual = activeKey ?? interna;
  const [validando, setValidando] = useState(false);

  const trocar = async (destino: string) => {
    if (validando || destino === atual) return;
    setValidando(true);
    try {
      if (!(await passa(items.find((i) => i.key === atual)?.validar))) return;
      setInterna(destino);
      onChange?.(destino);
    } finally {
      setValidando(false);
    }
  };

  return (
    <Tabs {...rest} activeKey={atual} onChange={trocar} items={items.map(({ validar: _, ...item }) => ({ forceRender: true, ...item }))} />
  );
}
