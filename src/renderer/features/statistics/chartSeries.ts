// One line of a rate chart: its name, colour and a value per record (null where none).
export interface ChartSeries {
  label: string;
  colour: string;
  values: Array<number | null>;
}
