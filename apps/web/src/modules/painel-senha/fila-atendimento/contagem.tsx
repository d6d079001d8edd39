import { Flex, Statistic } from 'antd';
import type { ContagemFilaSenha } from './senha.api';

/** The queue at a glance, in the header of the counter screen. */
export function ContagemFila({ contagem }: { contagem: ContagemFilaSenha }) {
  const itens: [string, number | string][] = [
    ['Aguardando', contagem.emEspera],
    ['Chamadas', contagem.chamadas],
    ['Em atendimento', contagem.emAtendimento],
    ['Atendidas hoje', contagem.atendidasHoje],
    ['Espera média', contagem.tempoMedioEsperaMinutos === null ? '—' : `${contagem.tempoMedioEsperaMinutos} min`],
  ];
  return (
    <Flex gap={32} wrap style={{ marginBottom: 16 }} role="group" aria-label="Resumo da fila">
      {itens.map(([titulo, valor]) => (
        <Statistic key={titulo} title={titulo} value={valor} />
      ))}
    </Flex>
  );
}
