import { Flex, Radio } from 'antd';
import { textoSobre } from '../../../lib/cores';
import type { CorDeRisco } from './triagem.api';

/** The colour's target time as the triage nurse reads it. */
export function rotuloTempoAlvo(minutos: number): string {
  if (minutos === 0) return 'Atendimento imediato';
  if (minutos < 60) return `Até ${minutos} min`;
  const h = Math.floor(minutos / 60);
  const m = minutos % 60;
  return m ? `Até ${h} h ${m} min` : `Até ${h} h`;
}

/** The risk colours as big radio cards (name and target time), most urgent first. */
export function CoresRisco({
  cores,
  value,
  onChange,
  id,
}: {
  cores: CorDeRisco[];
  value?: number;
  onChange?: (v: number) => void;
  id?: string;
}) {
  return (
    <Radio.Group id={id} value={value} onChange={(e) => onChange?.(e.target.value)} style={{ width: '100%' }}>
      <Flex gap={12} wrap>
        {cores.map((c) => {
          const marcada = value === c.id;
          return (
            <Radio.Button
              key={c.id}
              value={c.id}
              aria-label={`${c.nome} — ${rotuloTempoAlvo(c.tempoAlvoMinutos)}`}
              style={{
                height: 'auto',
                minWidth: 150,
                padding: '10px 16px',
                lineHeight: 1.4,
                borderRadius: 8,
                border: `2px solid ${c.cor}`,
                borderInlineStartWidth: 2,
                background: marcada ? c.cor : undefined,
                color: marcada ? textoSobre(c.cor) : undefined,
                boxShadow: marcada ? `0 0 0 3px ${c.cor}55` : undefined,
              }}
            >
              <div style={{ fontWeight: 600, fontSize: 16 }}>
                {!marcada && (
                  <span
                    style={{ display: 'inline-block', width: 12, height: 12, borderRadius: 6, background: c.cor, marginInlineEnd: 8 }}
                  />
                )}
                {c.nome}
              </div>
              <div style={{ fontSize: 12 }}>{rotuloTempoAlvo(c.tempoAlvoMinutos)}</div>
            </Radio.Button>
          );
        })}
      </Flex>
    </Radio.Group>
  );
}
