import { Button, Flex, Steps } from 'antd';
import { type Key, type ReactNode, useState } from 'react';

export interface WizardStep {
  key?: Key;
  titulo: ReactNode;
  conteudo: ReactNode;
  /** Runs on 'Próximo' (and before 'Concluir'); rejecting, throwing or false keeps the step. */
  validar?: () => unknown;
}

export interface StepWizardProps {
  steps: WizardStep[];
  /** Runs on 'Concluir' once the last step validated; the button shows loading while it runs. */
  onConcluir: () => unknown;
  /** Spec 000 §9: scrolls to the top on each step change unless turned off. */
  rolarAoTopo?: boolean;
  onStepChange?: (indice: number) => void;
}

async function passa(validar: WizardStep['validar']): Promise<boolean> {
  if (!validar) return true;
  try {
    return (await validar()) !== false;
  } catch {
    return false;
  }
}

/**
 * Step wizard of spec 000 §2.7: numbered circles, 'Voltar', 'Próximo' and 'Concluir'. The steps'
 * contents stay mounted (hidden) so a form spanning them keeps its values.
 */
export function StepWizard({ steps, onConcluir, rolarAoTopo = true, onStepChange }: StepWizardProps) {
  const [atual, setAtual] = useState(0);
  const [ocupado, setOcupado] = useState(false);
  const ultimo = atual === steps.length - 1;

  const irPara = (indice: number) => {
    setAtual(indice);
    if (rolarAoTopo) window.scrollTo({ top: 0, behavior: 'smooth' });
    onStepChange?.(indice);
  };

  const avancar = async () => {
    setOcupado(true);
    try {
      if (!(await passa(steps[atual]?.validar))) return;
      if (ultimo) await onConcluir();
      else irPara(atual + 1);
    } finally {
      setOcupado(false);
    }
  };

  return (
    <div>
      <Steps current={atual} items={steps.map(({ key, titulo }, i) => ({ key: key ?? i, title: titulo }))} />
      {steps.map(({ key, conteudo }, i) => (
        <div key={key ?? i} hidden={i !== atual} style={{ marginTop: 24 }}>
          {conteudo}
        </div>
      ))}
      <Flex justify="space-between" style={{ marginTop: 24 }}>
        <Button disabled={atual === 0 || ocupado} onClick={() => irPara(atual - 1)}>
          Voltar
        </Button>
        <Button type="primary" loading={ocupado} onClick={avancar}>
          {ultimo ? 'Concluir' : 'Próximo'}
        </Button>
      </Flex>
    </div>
  );
}
