import { useLingui } from '@lingui/react/macro';
import { LabeledSlider } from './LabeledSlider';

interface PairCountSliderProps {
  min: number;
  max: number;
  value: number;
  onChange: (value: number) => void;
}

export function PairCountSlider(props: PairCountSliderProps) {
  const { t } = useLingui();
  return <LabeledSlider label={t`Number of pairs`} {...props} />;
}
