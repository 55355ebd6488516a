import { LabeledSlider } from './LabeledSlider';

interface PairCountSliderProps {
  min: number;
  max: number;
  value: number;
  onChange: (value: number) => void;
}

export function PairCountSlider(props: PairCountSliderProps) {
  return <LabeledSlider label="Number of pairs" {...props} />;
}
