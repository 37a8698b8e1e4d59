// Being written in this session; replaced by the real screen.
export default function Screen() {
  return null;
}
