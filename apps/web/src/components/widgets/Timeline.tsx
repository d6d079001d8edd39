import { Timeline as AntTimeline, type TimelineProps as AntTimelineProps, Typography } from 'antd';
import type { Key, ReactNode } from 'react';

export interface TimelineItem {
  key?: Key;
  titulo: ReactNode;
  /** e.g. '14:30', shown as '14:30h'. */
  hora?: string;
  rotulo?: ReactNode;
  color?: string;
}

export interface TimelineProps {
  items: TimelineItem[];
  /** Appended to each time (spec 000 §9: 'h'). */
  sufixo?: string;
  variant?: AntTimelineProps['variant'];
}

/** Vertical timeline of spec 000 §2.7: each item has a title, a time with suffix and a label. */
export function Timeline({ items, sufixo = 'h', variant }: TimelineProps) {
  return (
    <AntTimeline
      orientation="vertical"
      variant={variant}
      items={items.map(({ key, titulo, hora, rotulo, color }, i) => ({
        key: key ?? i,
        color,
        content: (
          <div>
            <Typography.Text strong>{titulo}</Typography.Text>
            {hora && (
              <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
                {hora}
                {sufixo}
              </Typography.Text>
            )}
            {rotulo && <div>{rotulo}</div>}
          </div>
        ),
      }))}
    />
  );
}
